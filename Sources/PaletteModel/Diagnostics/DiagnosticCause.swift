extension Diagnostic {
    /// A likely cause that many diagnostics of one rule can share, such as a file left out of the build, written
    /// so that a summary can name it once: "\(count) \(subject) \(shared); \(fix)".
    public struct Cause: Hashable, Sendable {
        /// What the diagnostics are about, in the plural: `aliases`, `colors of 'light.json'`.
        public var subject: String
        /// What they have in common: `refer to keys under 'core', which no file of this build defines`.
        public var shared: String
        /// How to remove the cause: `add the file that defines them to the build`.
        public var fix: String

        /// Creates a cause.
        public init(subject: String, shared: String, fix: String) {
            self.subject = subject
            self.shared = shared
            self.fix = fix
        }
    }
}
