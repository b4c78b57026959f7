/// The bytes of one input file with a line table, so byte offsets become 1-based line and column.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics: what the user typed, or a bare file name in tests.
    public let path: String
    /// The bytes and their line table, shared with every location made in this file.
    private let lines: SourceLines

    /// The raw bytes of the file.
    public var bytes: [UInt8] { lines.bytes }
    /// Byte offset of the first byte of every line; a line ends at LF, CR LF or a lone CR.
    public var lineStarts: [Int] { lines.lineStarts }

    /// Creates a source file and builds its line table in one pass over the bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.lines = SourceLines(bytes: bytes)
    }

    /// Creates a source file from text (convenient in tests).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset; columns count Unicode scalars, not bytes.
    public func position(ofOffset offset: Int) -> SourcePosition {
        lines.position(ofOffset: offset)
    }

    /// The location of a byte offset in this file.
    ///
    /// Its line and column are worked out only when asked for, which for most locations (every entry's, every
    /// value's) is never.
    public func location(ofOffset offset: Int) -> Diagnostic.Location {
        Diagnostic.Location(path: path, offset: offset, in: lines)
    }

    /// The text of a 1-based line without its line terminator, decoded leniently for display.
    public func lineText(_ line: Int) -> String {
        let lineStarts = lines.lineStarts
        let bytes = lines.bytes
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A file's bytes with its line table, turning byte offsets into 1-based lines and columns; shared by reference
/// between the file and the locations made in it.
public final class SourceLines: Sendable {
    /// The raw bytes of the file.
    let bytes: [UInt8]
    /// Byte offset of the first byte of every line; a line ends at LF, CR LF or a lone CR.
    let lineStarts: [Int]
    /// For every `checkpointStride` bytes, the number of Unicode scalars between its line's start and that byte.
    ///
    /// It keeps column lookups short on very long lines (minified files), where counting from the line start
    /// for every diagnostic and every key would be quadratic.
    private let checkpoints: [Int32]
    /// The distance between checkpoints, in bytes.
    private static let checkpointStride = 4096

    /// Builds the line table in one pass over the bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var marks: [Int32] = []
        marks.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var index = 0
        var scalars = 0
        let count = bytes.count
        while index < count {
            if index % Self.checkpointStride == 0 {
                marks.append(Int32(truncatingIfNeeded: scalars))
            }
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
                scalars = 0
            } else if byte == 0x0D {
                if index + 1 < count, bytes[index + 1] == 0x0A {
                    index += 1
                    if index % Self.checkpointStride == 0 {
                        marks.append(Int32(truncatingIfNeeded: scalars + 1))
                    }
                }
                starts.append(index + 1)
                scalars = 0
            } else if byte & 0xC0 != 0x80 {
                scalars += 1
            }
            index += 1
        }
        self.lineStarts = starts
        self.checkpoints = marks
    }

    /// The 1-based line and column of a byte offset; columns count Unicode scalars, not bytes.
    func position(ofOffset offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped {
                low = middle
            } else {
                high = middle - 1
            }
        }
        var column = 1
        var index = lineStarts[low]
        // Start from the last checkpoint inside this line, when there is one.
        let block = clamped / Self.checkpointStride
        let blockStart = block * Self.checkpointStride
        if blockStart > index, block < checkpoints.count {
            column = Int(checkpoints[block]) + 1
            index = blockStart
        }
        while index < clamped {
            // Continuation bytes (10xxxxxx) do not start a new scalar.
            if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        // An offset inside a multi-byte scalar belongs to the scalar that started it.
        if clamped < bytes.count, clamped > lineStarts[low], bytes[clamped] & 0xC0 == 0x80 {
            column -= 1
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
