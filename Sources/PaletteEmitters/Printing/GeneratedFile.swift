public import PaletteModel

/// One file an emitter produced, relative to the output path configured for it.
///
/// The text is printed when it is asked for, not when the emitter returns: an emitter checks the palette and
/// reports its diagnostics in `emit`, and returns files that print through a `CodePrinter`. The driver prints
/// each straight into the file being written (`write(to:)`), so no output sits in memory whole; tests read
/// `contents`.
///
/// A file can also be a copy of an input file (an image): it has no text, and carries the `ImageFile` it copies
/// (`copied`), whose path, size and digest the driver reads it by. Emitters stay pure: the driver copies, with the
/// same write-if-changed, atomic rules as printed files.
public struct GeneratedFile: Sendable {
    /// The path relative to the output's `path`; empty when the output is a single file at `path` itself.
    public var relativePath: String
    /// The input file whose bytes this file is, when it is a copy rather than printed text.
    public let copied: ImageFile?
    /// Where the file carries palettec's header with its digest, if it has one.
    ///
    /// The text prints the digest's placeholder there; `contents` and the driver fill in the digest once the rest is printed.
    public let header: GeneratedHeader.Position?
    /// One level of indentation in this file.
    private let indentation: String
    /// Prints the file's text.
    private let print: @Sendable (inout CodePrinter) -> Void

    /// Creates a generated file whose text `print` writes, indented by `indentation` per level.
    public init(
        relativePath: String = "",
        indentation: String = "    ",
        header: GeneratedHeader.Position? = nil,
        print: @escaping @Sendable (inout CodePrinter) -> Void
    ) {
        self.relativePath = relativePath
        self.indentation = indentation
        self.header = header
        self.print = print
        self.copied = nil
    }

    /// Creates a file that is a byte-for-byte copy of `file`; printing it gives nothing, since the driver copies it.
    public init(relativePath: String, copying file: ImageFile) {
        self.relativePath = relativePath
        self.indentation = ""
        self.header = nil
        self.print = { _ in }
        self.copied = file
    }

    /// Prints the file into `sink`, chunk by chunk, and returns how many bytes it holds.
    ///
    /// The header's digest is left as its placeholder (the sink knows where it goes from `header`). With `ahead`,
    /// threads done with their own files may print parts of this one ahead (the bytes are the same).
    @discardableResult
    public func write(to sink: any ByteSink, ahead: PrintAhead? = nil) -> Int {
        var printer = CodePrinter(indentation: indentation, sink: sink, ahead: ahead)
        print(&printer)
        printer.finish()
        return printer.handedOver
    }

    /// The exact bytes of the file, its header's digest filled in (none for a copy, which the driver reads from
    /// `copied`).
    public var contents: [UInt8] {
        var printer = CodePrinter(indentation: indentation)
        print(&printer)
        var bytes = printer.finishedBytes()
        if let offset = header?.digestOffset, bytes.count >= offset + GeneratedHeader.digestLength {
            bytes.replaceSubrange(
                offset..<offset + GeneratedHeader.digestLength,
                with: GeneratedHeader.digest(of: bytes, digitsAt: offset)
            )
        }
        return bytes
    }

    /// The file's text.
    public var text: String {
        String(decoding: contents, as: UTF8.self)
    }
}

extension GeneratedFile: Equatable {
    /// Two files are equal when they go to the same path with the same bytes (or copy the same file).
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.relativePath == rhs.relativePath && lhs.copied == rhs.copied && lhs.contents == rhs.contents
    }
}
