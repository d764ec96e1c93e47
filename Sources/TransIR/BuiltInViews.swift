extension Actor {
    /// The views every transition has, by the names that refer to them (`from`, `to`,
    /// `container`, `dimming`); these names cannot name an input.
    public static let builtIns: [Actor] = [.from, .to, .container, .dimming]
}
