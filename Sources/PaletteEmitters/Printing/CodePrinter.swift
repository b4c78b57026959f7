public import PaletteModel

/// The one printer every emitter writes its text through: indentation-aware lines built as UTF-8 bytes in one
/// pass, with the JSON, XML and hex spellings of the model's quoters.
///
/// Lines are written with `line(_:)` (or in pieces with `write(_:)`, `write(byte:)` and `endLine()`) at the
/// current indentation; `indented(_:)` and `block(_:closer:_:)` nest. Lines never carry trailing indentation: an
/// empty line is just `\n`. `blankLine()` never writes two blank lines in a row, nor one at the start. Text
/// handed to the printer must not contain line breaks; the printer does not split it (`lines(_:)` does).
///
/// `finished()` and `finishedBytes()` return the output ending in exactly one `\n` (or empty when nothing was
/// written). A printer made with a `ByteSink` hands the finished part of its text to the sink as it grows, one
/// chunk at a time, so a large output never sits in memory whole; `finish()` hands over the rest. Nothing is
/// taken back once written: emitters decide before writing whether a rule or section has anything in it.
///
/// A printer cannot be copied: it is one stream of text, so its memory is its own and no write has to check
/// whether a copy shares it.
public struct CodePrinter: ~Copyable {
    /// The bytes written and not yet handed to the sink.
    private var buffer: ByteBuffer
    /// Where `write(appending:)` and the model's quoters append before the bytes are copied into `buffer`.
    private var scratch: [UInt8] = []
    /// The current indentation depth, in levels.
    public private(set) var depth = 0
    /// One level of indentation.
    private let unit: [UInt8]
    /// The indentation of the deepest level reached so far; a line at `depth` starts with its first
    /// `depth * unit.count` bytes, so deep nesting does not rebuild it.
    private var indentation: [UInt8] = []
    /// Whether a line was started with `write(_:)` and not yet ended.
    private var lineOpen = false
    /// Whether the last complete line was blank, or nothing was written yet.
    private var atBlank = true
    /// Where finished chunks go; `nil` keeps everything in `bytes`.
    private let sink: (any ByteSink)?
    /// How many bytes are held before a chunk is handed to the sink.
    private let chunkSize: Int
    /// How many bytes were handed to the sink.
    public private(set) var handedOver = 0
    /// Where idle threads print parts of this file ahead (`parts(_:size:_:)`), if anywhere.
    private let ahead: PrintAhead?

    /// Creates a printer that indents by `indentation` per level and reserves room for `capacity` UTF-8 bytes.
    public init(indentation: String = "    ", reservingCapacity capacity: Int = 0) {
        self.unit = Array(indentation.utf8)
        self.sink = nil
        self.chunkSize = Int.max
        self.ahead = nil
        buffer = ByteBuffer(capacity: capacity)
    }

    /// Creates a printer that hands its text to `sink` in chunks of about `chunkSize` bytes; with `ahead`, threads
    /// with nothing else to do may print its parts ahead.
    public init(
        indentation: String = "    ",
        sink: any ByteSink,
        chunkSize: Int = 1 << 20,
        ahead: PrintAhead? = nil
    ) {
        self.unit = Array(indentation.utf8)
        self.sink = sink
        self.chunkSize = max(1, chunkSize)
        self.ahead = ahead
        buffer = ByteBuffer(capacity: min(chunkSize, 1 << 22) + 4096)
    }

    /// Creates a printer for one part printed ahead: `indentation` per level, starting `depth` levels deep, in the
    /// state `parts(_:size:_:)` starts every part in.
    init(indentation: [UInt8], depth: Int) {
        self.unit = indentation
        self.sink = nil
        self.chunkSize = Int.max
        self.ahead = nil
        buffer = ByteBuffer(capacity: 1 << 16)
        atBlank = false
        for _ in 0..<depth { indent() }
    }

    /// The bytes written and not yet handed to the sink.
    public var bytes: [UInt8] { buffer.array }

    /// The text written so far (not handed to a sink).
    public var text: String {
        buffer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: Lines

    /// Writes one complete line at the current indentation; an empty string writes an empty line.
    public mutating func line(_ content: String) {
        write(content)
        endLine()
    }

    /// Appends a fragment to the current line, starting the line (with indentation) if none is open.
    @inline(__always)
    public mutating func write(_ fragment: String) {
        if !lineOpen {
            if fragment.isEmpty { return }
            openLine()
        }
        // From the string's contiguous UTF-8 in one copy (every native string has it), rather than byte by byte.
        _ = fragment.utf8.withContiguousStorageIfAvailable { buffer.append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends UTF-8 bytes to the current line, starting the line if none is open; they must not hold a line
    /// break.
    @inline(__always)
    public mutating func write(bytes fragment: [UInt8]) {
        if !lineOpen {
            if fragment.isEmpty { return }
            openLine()
        }
        fragment.withUnsafeBytes { buffer.append($0) }
    }

    /// Appends UTF-8 bytes from memory the caller owns, as `write(bytes:)` does.
    @inline(__always)
    public mutating func write(bytes fragment: UnsafeRawBufferPointer) {
        if !lineOpen {
            if fragment.isEmpty { return }
            openLine()
        }
        buffer.append(fragment)
    }

    /// Appends one byte to the current line, starting the line if none is open; it must not be a line break and
    /// must keep the text valid UTF-8 (for hex digits and other ASCII built byte by byte).
    @inline(__always)
    public mutating func write(byte: UInt8) {
        if !lineOpen { openLine() }
        buffer.append(byte)
    }

    /// Appends the bytes `body` appends (hex digits, say) to the current line, starting the line if none is open;
    /// as with `write(byte:)`, they must not hold a line break and must keep the text valid UTF-8.
    public mutating func write(appending body: (inout [UInt8]) -> Void) {
        if !lineOpen { openLine() }
        // The scratch array is emptied only now and then: emptying it costs more than the append.
        if scratch.count > 4096 { scratch.removeAll(keepingCapacity: true) }
        let start = scratch.count
        body(&scratch)
        scratch.withUnsafeBytes { appended in
            buffer.append(
                UnsafeRawBufferPointer(start: appended.baseAddress.map { $0 + start }, count: appended.count - start)
            )
        }
    }

    /// Ends the current line; with no line open, writes an empty line.
    @inline(__always)
    public mutating func endLine() {
        atBlank = !lineOpen
        buffer.append(0x0A)
        lineOpen = false
    }

    /// Writes one empty line, unless the text is empty or already ends with an empty line.
    public mutating func blankLine() {
        if lineOpen { endLine() }
        if atBlank { return }
        buffer.append(0x0A)
        atBlank = true
    }

    /// Writes each line of a multi-line text at the current indentation; empty lines become blank lines.
    ///
    /// For fixed stretches of generated code written as one Swift multi-line string in the emitter.
    public mutating func lines(_ text: String) {
        // Split on the UTF-8 bytes: splitting the `String` would find every line's end by grapheme, which made these
        // fixed stretches a third of a small palette's build.
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x0A {
                if end == start {
                    blankLine()
                } else {
                    if !lineOpen { openLine() }
                    buffer.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                    endLine()
                }
                start = end + 1
            }
        }
    }

    // MARK: Spellings

    /// Appends an integer in decimal, without making a `String` of it.
    public mutating func write(decimal value: Int) {
        if !lineOpen { openLine() }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var rest = value.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                buffer[start] = 0x2D
            }
            self.buffer.append(
                UnsafeRawBufferPointer(start: buffer.baseAddress.map { $0 + start }, count: buffer.count - start)
            )
        }
    }

    /// Appends `ColorValue.decimal(value)` (a color component, say) without making a string.
    public mutating func write(component value: Double) {
        if !lineOpen { openLine() }
        if !spellInPlace(value) { ColorValue.withDecimalBytes(value) { buffer.append($0) } }
    }

    /// Appends `CSSColorNotation.number(value)` (a component of an authored color, say) without making a string.
    public mutating func write(number value: Double) {
        if !lineOpen { openLine() }
        if !spellInPlace(value) { CSSColorNotation.withNumberBytes(value) { buffer.append($0) } }
    }

    /// Appends `ColorValue.decimal(value)` straight into the buffer when `ColorValue.spellDecimal` can (finite values
    /// below 10^9, for which `decimal` and `CSSColorNotation.number` agree); returns whether it did.
    private mutating func spellInPlace(_ value: Double) -> Bool {
        var spelled = true
        buffer.append(atMost: ColorValue.maximumDecimalBytes) { destination in
            guard let count = ColorValue.spellDecimal(value, into: destination) else {
                spelled = false
                return 0
            }
            return count
        }
        return spelled
    }

    /// Appends the color's authored notation (`ColorValue.authoredNotation`) without making a string; nothing for a
    /// color that keeps no authored color.
    public mutating func write(authoredNotationOf color: ColorValue) {
        if !lineOpen { openLine() }
        buffer.append(atMost: CSSColorNotation.maximumTextBytes) { color.spellAuthoredNotation(into: $0) ?? 0 }
    }

    /// Starts a line at the current indentation unless one is open, so that `position` lies on it.
    public mutating func beginLine() {
        if !lineOpen { openLine() }
    }

    /// Where the open line's next byte goes: taken before a stretch of the line, it lets `writeAgain(_:)` repeat it.
    public var position: Int { buffer.count }

    /// Appends again the bytes at `range` of positions taken on the open line (the same value written for a second
    /// appearance), instead of spelling them again.
    public mutating func writeAgain(_ range: Range<Int>) {
        precondition(lineOpen && range.upperBound <= buffer.count, "a stretch of the open line")
        buffer.appendCopy(of: range)
    }

    /// Appends `text` as a JSON string literal (`JSONQuoter`), quotes included.
    public mutating func write(jsonString text: String) {
        if !lineOpen { openLine() }
        // Printable ASCII other than `"` and `\` is written as it is (most keys and descriptions): copied here in
        // one go, and anything else quoted by `JSONQuoter`.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else { return false }
            buffer.append(0x22)
            buffer.append(UnsafeRawBufferPointer(utf8))
            buffer.append(0x22)
            return true
        }
        if copied != true {
            write { JSONQuoter.append(text, to: &$0) }
        }
    }

    /// Appends `text` escaped for XML character data and attribute values (`XMLEscaper`).
    public mutating func write(xmlEscaped text: String) {
        write { XMLEscaper.append(text, to: &$0) }
    }

    /// Appends a color in hex (`HexEncoder`), in the color's own space.
    public mutating func write(hex color: ColorValue, _ spelling: HexEncoder.ColorSpelling) {
        if !lineOpen { openLine() }
        HexEncoder.spell(color, spelling) { buffer.append($0) }
    }

    /// Appends 8-bit channels in one word (`ColorValue.sRGBPackedRGBA8`) as `spelling` says.
    public mutating func write(hexOfPacked packed: UInt32, _ spelling: HexEncoder.ColorSpelling) {
        if !lineOpen { openLine() }
        HexEncoder.spell(packed: packed, spelling) { buffer.append($0) }
    }

    // MARK: Structure

    /// Increases the indentation by one level.
    public mutating func indent() {
        depth += 1
        if indentation.count < depth * unit.count {
            indentation += unit
        }
    }

    /// Decreases the indentation by one level; at depth 0 it stays 0.
    public mutating func outdent() {
        depth = max(0, depth - 1)
    }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }

    /// Writes `opener` (such as `enum Brand {`), `body` one level deeper, then `closer` at the opener's level.
    public mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener)
        indented(body)
        line(closer)
    }

    /// Prints items `0..<count` as `body` prints a range of them, `size` items at a time, in order.
    ///
    /// With a `PrintAhead`, a thread with nothing else to do may print later ranges ahead into memory; the bytes are
    /// the same either way, since `body` sees a printer in the same state for every range: at the start of a line,
    /// at this depth, after a line that is not blank. `body` must leave it so (whole lines, indents undone), and
    /// what it prints for a range must depend on nothing but the range.
    public mutating func parts(
        _ count: Int,
        size: Int = 1024,
        _ body: @escaping @Sendable (Range<Int>, inout CodePrinter) -> Void
    ) {
        precondition(!lineOpen, "parts start at the start of a line")
        let run = PrintAhead.Run(count: count, size: size, indentation: unit, depth: depth, body: body)
        let ahead = run.parts > 1 ? self.ahead : nil
        ahead?.begin(run)
        for part in 0..<run.parts {
            atBlank = false
            if let printed = ahead?.take(run, part: part) {
                printed.withUnsafeBytes { buffer.append($0) }
                // The part starts after a line that is not blank, so a lone line break is a blank line.
                atBlank = printed.last == 0x0A && (printed.count == 1 || printed[printed.count - 2] == 0x0A)
                // Whole lines, and not a blank one that the end of the file could trim: final, like a line started.
                if !atBlank { handOverIfFull() }
            } else {
                body(run.range(of: part), &self)
            }
        }
        ahead?.end(run)
    }

    // MARK: Finishing

    /// The text, ending in exactly one newline: trailing empty lines are dropped and an open line is ended.
    ///
    /// Only for a printer without a sink: with one, the text is the sink's.
    public func finished() -> String {
        String(decoding: finishedBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of `finished()`, without a detour through `String`.
    public func finishedBytes() -> [UInt8] {
        finishedTail()
    }

    /// Ends the text as `finished()` does and hands what is left to the sink.
    public mutating func finish() {
        let tail = finishedTail()
        tail.withUnsafeBytes { sink?.consume($0) }
        handedOver += tail.count
        buffer.removeAll()
    }

    /// The held bytes, ended as `finished()` ends the text.
    ///
    /// What was handed over is followed by a line with content (see `openLine()`), so only the held bytes can
    /// hold trailing empty lines.
    private func finishedTail() -> [UInt8] {
        var result = bytes
        while result.count >= 2, result[result.count - 1] == 0x0A, result[result.count - 2] == 0x0A {
            result.removeLast()
        }
        if let last = result.last, last != 0x0A {
            result.append(0x0A)
        }
        return result
    }

    /// Writes the current indentation and marks a line as open, first handing a full chunk to the sink.
    ///
    /// Handing over only here, where a line with content starts, keeps every handed-over byte final: nothing
    /// after it can be trimmed.
    private mutating func openLine() {
        handOverIfFull()
        indentation.withUnsafeBytes {
            buffer.append(UnsafeRawBufferPointer(start: $0.baseAddress, count: depth * unit.count))
        }
        lineOpen = true
    }

    /// Hands the held bytes to the sink once they fill a chunk; only where every held byte is final.
    private mutating func handOverIfFull() {
        guard buffer.count >= chunkSize, let sink else { return }
        buffer.withBytes { sink.consume($0) }
        handedOver += buffer.count
        buffer.removeAll()
    }
}

/// Where a `CodePrinter` hands its finished text, chunk by chunk (a file being written, a comparison with the
/// file already on disk).
public protocol ByteSink: AnyObject {
    /// Takes the next chunk of the text (valid UTF-8 that ends with a line break, except perhaps the last), in
    /// memory that is valid only during the call.
    func consume(_ bytes: UnsafeRawBufferPointer)
}
