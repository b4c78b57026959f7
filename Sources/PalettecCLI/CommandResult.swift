/// What running a command produced: the exit status and the text for standard output and standard error.
public struct CommandResult: Equatable, Sendable {
    /// 0 ok, 1 findings or stale outputs, 2 usage or configuration error.
    public var exitCode: Int32
    /// Text for standard output.
    public var standardOutput: String
    /// Text for standard error.
    public var standardError: String

    /// Creates a result.
    public init(exitCode: Int32, standardOutput: String = "", standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
