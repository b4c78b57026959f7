/// One file an emitter produced, relative to the output path configured for it.
///
/// The text is printed when it is asked for, not when the emitter returns: an emitter checks the palette and
/// reports its diagnostics in `emit`, and returns files that print through a `CodePrinter`. The driver prints
/// each straight into the file being written (`write(to:)`), so no output sits in memory whole; tests read
/// `contents`.
public struct GeneratedFile: Sendable {
    /// The path relative to the output's `path`; empty when the output is a single file at `path` itself.
    public var relativePath: String
    /// One level of indentation in this file.
    private let indentation: String
    /// Prints the file's text.
    private let print: @Sendable (inout CodePrinter) -> Void

    /// Creates a generated file whose text `print` writes, indented by `indentation` per level.
    public init(
        relativePath: String = "",
        indentation: String = "    ",
        print: @escaping @Sendable (inout CodePrinter) -> Void
    ) {
        self.relativePath = relativePath
        self.indentation = indentation
        self.print = print
    }

    /// Prints the file into `sink`, chunk by chunk, and returns how many bytes it holds.
    @discardableResult
    public func write(to sink: any ByteSink) -> Int {
        var printer = CodePrinter(indentation: indentation, sink: sink)
        print(&printer)
        printer.finish()
        return printer.handedOver
    }

    /// The exact bytes of the file.
    public var contents: [UInt8] {
        var printer = CodePrinter(indentation: indentation)
        print(&printer)
        return printer.finishedBytes()
    }

    /// The file's text.
    public var text: String {
        String(decoding: contents, as: UTF8.self)
    }
}

extension GeneratedFile: Equatable {
    /// Two files are equal when they go to the same path with the same bytes.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.relativePath == rhs.relativePath && lhs.contents == rhs.contents
    }
}
