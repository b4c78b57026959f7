/// What running a command produced: the exit status and the text for standard output and standard error.
public struct CommandResult: Equatable, Sendable {
    /// How the run ends.
    public var exitCode: ExitStatus
    /// Text for standard output.
    public var standardOutput: String
    /// Text for standard error.
    public var standardError: String
    /// What a `build` read or looked at on the disk, each question once, in order (the build record's facts):
    /// what `--watch` watches.
    var inputs: [BuildRecord.Fact] = []

    /// Creates a result.
    public init(exitCode: ExitStatus, standardOutput: String = "", standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
