/// One file an emitter produced, relative to the output path configured for it.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output's `path`; empty when the output is a single file at `path` itself.
    public var relativePath: String
    /// The exact bytes to write (UTF-8, LF line ends, ending in a newline).
    public var contents: [UInt8]

    /// Creates a generated file.
    public init(relativePath: String = "", contents: [UInt8]) {
        self.relativePath = relativePath
        self.contents = contents
    }

    /// Creates a generated file from text.
    public init(relativePath: String = "", text: String) {
        self.init(relativePath: relativePath, contents: Array(text.utf8))
    }
}
