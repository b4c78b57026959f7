/// The bytes of one input file with a line table, so byte offsets become 1-based line and column.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics: what the user typed, or a bare file name in tests.
    public let path: String
    /// The bytes and their line table.
    private let lines: SourceLines
    /// The path and line table, shared with every location made in this file.
    private let origin: Diagnostic.Location.Origin

    /// The raw bytes of the file.
    public var bytes: [UInt8] { lines.bytes }
    /// Byte offset of the first byte of every line; a line ends at LF, CR LF or a lone CR.
    public var lineStarts: [Int] { lines.lineStarts }

    /// Creates a source file and builds its line table.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.lines = SourceLines(bytes: bytes)
        self.origin = Diagnostic.Location.Origin(path: path, lines: lines)
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
        Diagnostic.Location(offset: offset, in: origin)
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

    /// Builds the line table: one word-at-a-time search for line breaks, then a count of scalars for each checkpoint.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        let stride = Self.checkpointStride
        var starts = [0]
        var marks: [Int32] = []
        marks.reserveCapacity(bytes.count / stride + 1)
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var index = 0
            while let found = Self.firstLineBreak(in: raw, from: index) {
                // CR LF is one line end; a lone CR is a line end of its own.
                let isCRLF = raw[found] == 0x0D && found + 1 < count && raw[found + 1] == 0x0A
                index = found + (isCRLF ? 2 : 1)
                starts.append(index)
            }
            // A checkpoint counts the scalars from its line's start: the last line start at or before it (the CR of
            // a CR LF split by the checkpoint counts as a scalar of the line it ends).
            var line = 0
            var previous = 0
            var checkpoint = 0
            while checkpoint < count {
                while line + 1 < starts.count, starts[line + 1] <= checkpoint {
                    line += 1
                }
                let lineStart = starts[line]
                let scalars: Int
                if lineStart > checkpoint - stride {
                    scalars = Self.scalarCount(in: raw, from: lineStart, to: checkpoint)
                } else {
                    // The line already ran through the previous checkpoint.
                    scalars = previous + Self.scalarCount(in: raw, from: checkpoint - stride, to: checkpoint)
                }
                marks.append(Int32(truncatingIfNeeded: scalars))
                previous = scalars
                checkpoint += stride
            }
        }
        self.lineStarts = starts
        self.checkpoints = marks
    }

    /// The offset of the first LF or CR at or after `start`, or `nil`; reads sixteen bytes at a time.
    static func firstLineBreak(in raw: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let count = raw.count
        var index = start
        while index + 16 <= count {
            let first = lineBreakBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            let second = lineBreakBytes(
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
            )
            if first | second != 0 {
                return first != 0
                    ? index + first.trailingZeroBitCount / 8 : index + 8 + second.trailingZeroBitCount / 8
            }
            index += 16
        }
        while index < count {
            if raw[index] == 0x0A || raw[index] == 0x0D {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The high bit of every byte of `word` that is LF or CR, and no other bit.
    @inline(__always)
    static func lineBreakBytes(_ word: UInt64) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // A byte's high bit in `notLF` (`notCR`) is set exactly when the byte is not LF (not CR); no carries
        // cross bytes, since each byte's low seven bits plus 0x7F is at most 0xFE.
        let lf = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let cr = word ^ 0x0D0D_0D0D_0D0D_0D0D
        let notLF = ((lf & lows) &+ lows) | lf
        let notCR = ((cr & lows) &+ lows) | cr
        return ~((notLF & notCR) | lows)
    }

    /// The number of bytes in a range that are not UTF-8 continuation bytes (10xxxxxx), which in valid UTF-8 is the
    /// number of Unicode scalars; reads eight bytes at a time.
    static func scalarCount(in raw: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
        var index = start
        var continuations = 0
        while index + 8 <= end {
            // Per-byte sums of at most 255 words fit in a byte each.
            var sums: UInt64 = 0
            let stop = min(end, index + 8 * 255)
            while index + 8 <= stop {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                sums &+= (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
                index += 8
            }
            let pairs = (sums & 0x00FF_00FF_00FF_00FF) &+ ((sums >> 8) & 0x00FF_00FF_00FF_00FF)
            continuations += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while index < end {
            if raw[index] & 0xC0 == 0x80 {
                continuations += 1
            }
            index += 1
        }
        return end - start - continuations
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
