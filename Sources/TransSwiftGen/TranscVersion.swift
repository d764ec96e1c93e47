/// transc's version: written into generated files and printed by `transc --version`.
public enum TranscVersion {
    /// The version as `major.minor.patch`.
    public static let current = "0.1.0"
}
