/// Swift source with every string literal written `""` and every comment a space, line breaks kept: the code alone,
/// for checks that look for a call and must not be fooled by text that only mentions it.
///
/// Knows what a checker of this repository's sources needs: `//` and nested `/* */` comments, `"…"` and `"""…"""`
/// literals with any number of `#`s, escapes, and interpolations (`\(…)`, `\#(…)`) that hold code, parentheses and
/// literals of their own. An interpolation is part of its literal: it is dropped with it.
struct SwiftCodeSkeleton {
    /// The code, with the same lines as the source.
    let text: String

    init(_ source: String) {
        var scanner = Scanner(bytes: Array(source.utf8))
        scanner.code(untilUnbalancedParenthesis: false)
        text = String(decoding: scanner.output, as: UTF8.self)
    }

    /// A pass over the bytes that writes the skeleton.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []
        /// Whether code is written out; inside a literal's interpolation only line breaks are.
        var writing = true

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The byte `offset` ahead, or 0 past the end.
        func peek(_ offset: Int = 0) -> UInt8 {
            index + offset < bytes.count ? bytes[index + offset] : 0
        }

        /// Whether `text` starts at the current byte.
        func looking(at text: String) -> Bool {
            text.utf8.enumerated().allSatisfy { peek($0.offset) == $0.element }
        }

        mutating func write(_ byte: UInt8) {
            if writing || byte == UInt8(ascii: "\n") { output.append(byte) }
        }

        mutating func write(_ text: String) {
            for byte in text.utf8 { write(byte) }
        }

        /// Code up to the end, or up to and past the `)` that closes an interpolation.
        mutating func code(untilUnbalancedParenthesis: Bool) {
            var depth = 0
            while index < bytes.count {
                let byte = peek()
                if looking(at: "//") {
                    while index < bytes.count, peek() != UInt8(ascii: "\n") { index += 1 }
                    write(" ")
                } else if looking(at: "/*") {
                    blockComment()
                    write(" ")
                } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                    var hashes = 0
                    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if peek(hashes) == UInt8(ascii: "\"") {
                        index += hashes
                        literal(hashes: hashes)
                    } else {
                        write(byte)
                        index += 1
                    }
                } else if byte == UInt8(ascii: ")") && depth == 0 && untilUnbalancedParenthesis {
                    index += 1
                    return
                } else {
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")") { depth -= 1 }
                    write(byte)
                    index += 1
                }
            }
        }

        /// A `/* */` comment, nested ones inside it, from its `/*`.
        mutating func blockComment() {
            var depth = 0
            while index < bytes.count {
                if looking(at: "/*") {
                    depth += 1
                    index += 2
                } else if looking(at: "*/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    if peek() == UInt8(ascii: "\n") { write(UInt8(ascii: "\n")) }
                    index += 1
                }
            }
        }

        /// A string literal from its opening quote (after its `#`s), written `""`.
        mutating func literal(hashes: Int) {
            let pounds = String(repeating: "#", count: hashes)
            let multiline = looking(at: "\"\"\"")
            let close = (multiline ? "\"\"\"" : "\"") + pounds
            index += multiline ? 3 : 1
            write("\"\"")
            let wasWriting = writing
            while index < bytes.count {
                if looking(at: close) {
                    index += close.utf8.count
                    break
                }
                if looking(at: "\\" + pounds) {
                    index += 1 + hashes
                    if peek() == UInt8(ascii: "(") {
                        index += 1
                        writing = false
                        code(untilUnbalancedParenthesis: true)
                        writing = wasWriting
                    } else {
                        if peek() == UInt8(ascii: "\n") { write(UInt8(ascii: "\n")) }
                        index += 1
                    }
                    continue
                }
                if peek() == UInt8(ascii: "\n") { write(UInt8(ascii: "\n")) }
                index += 1
            }
        }
    }
}
