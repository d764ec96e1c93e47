/// The words a `spring` statement takes; which combinations are valid is the checker's
/// business (see `SpringTiming` for the three forms).
public enum SpringParameterName: String, CaseIterable, Sendable {
    case damping, velocity, mass, stiffness, bounce
}
