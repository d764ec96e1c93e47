/// The runtime's API speaks the IR's terms (`TransitionProgram`, `Point`, `TrackTiming`), so
/// code that embeds the interpreter, or that the portable target generated, imports one module.
@_exported import TransIR
