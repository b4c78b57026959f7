#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The arithmetic Tokens Studio allows in a modifier's `value` (`"0.5 - 0.3"`, `"(0.5 + 6 * 0.04)"`), evaluated as
/// sd-transforms' `parseAndReduce` (`src/checkAndEvaluateMath.ts`) evaluates it: a plain number is taken as it is,
/// an expression's result is rounded to 4 fraction digits.
///
/// Numbers, `+ - * /`, unary minus and parentheses, nested at most `maximumDepth` deep; anything else is `nil`.
enum StudioMath {
    /// How deep parentheses and unary minus may nest.
    static let maximumDepth = 64

    /// The value of `text`, or `nil` when it is not a number or such an expression.
    static func evaluate(_ text: String) -> Double? {
        let isBlank: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        let trimmed = String(text.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
        if let plain = Double(trimmed), plain.isFinite,
            trimmed.first.map({ $0.isNumber || $0 == "." || $0 == "-" }) == true
        {
            return plain
        }
        var parser = Parser(bytes: Array(trimmed.utf8))
        guard let value = parser.sum(depth: 0), parser.atEnd, value.isFinite else { return nil }
        return (value * 10_000).rounded() / 10_000
    }

    /// A recursive-descent reader over the expression's bytes.
    private struct Parser {
        var bytes: [UInt8]
        var position = 0

        /// Whether only spaces are left.
        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == bytes.count
            }
        }

        /// `term (('+' | '-') term)*`.
        mutating func sum(depth: Int) -> Double? {
            guard var value = product(depth: depth) else { return nil }
            while let operation = next(in: "+-") {
                guard let right = product(depth: depth) else { return nil }
                value = operation == UInt8(ascii: "+") ? value + right : value - right
            }
            return value
        }

        /// `factor (('*' | '/') factor)*`.
        mutating func product(depth: Int) -> Double? {
            guard var value = factor(depth: depth) else { return nil }
            while let operation = next(in: "*/") {
                guard let right = factor(depth: depth) else { return nil }
                value = operation == UInt8(ascii: "*") ? value * right : value / right
            }
            return value
        }

        /// A number, `-factor` or `(sum)`.
        mutating func factor(depth: Int) -> Double? {
            guard depth < StudioMath.maximumDepth else { return nil }
            if next(in: "-") != nil { return factor(depth: depth + 1).map { -$0 } }
            if next(in: "(") != nil {
                guard let value = sum(depth: depth + 1), next(in: ")") != nil else { return nil }
                return value
            }
            skipSpaces()
            let start = position
            while position < bytes.count, bytes[position] == UInt8(ascii: ".") || (48...57).contains(bytes[position]) {
                position += 1
            }
            guard position > start else { return nil }
            return Double(String(decoding: bytes[start..<position], as: UTF8.self))
        }

        /// The next byte after spaces when it is one of `characters`, consumed.
        mutating func next(in characters: String) -> UInt8? {
            skipSpaces()
            guard position < bytes.count, characters.utf8.contains(bytes[position]) else { return nil }
            position += 1
            return bytes[position - 1]
        }

        /// Skips spaces.
        mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        }
    }
}
