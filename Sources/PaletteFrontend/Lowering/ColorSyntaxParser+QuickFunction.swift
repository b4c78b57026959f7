import PaletteModel

extension ColorSyntaxParser {
    /// `lab()`, `lch()`, `oklab()` and `oklch()` as palettes and tools write them — the name in lowercase, three plain
    /// numbers each after one space, an optional ` / ` and plain number for alpha, nothing else — read straight from
    /// `text`'s bytes; `nil` for anything else (a percentage, a unit, `none`, a value out of range, other spacing), which
    /// `ColorFunctionParser` then reads in full and reports.
    ///
    /// A number with at most 15 digits is read exactly as `strtod` reads it: its digits are an exact integer and the
    /// power of ten it is divided by is exact, so the one division rounds correctly.
    static func quickFunction(_ bytes: UnsafeBufferPointer<UInt8>) -> ColorSyntaxResult? {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")"),
            let function = QuickFunction.named(UnsafeBufferPointer(rebasing: bytes[..<open]))
        else { return nil }
        var index = open + 1
        let end = bytes.count - 1
        var values = (0.0, 0.0, 0.0)
        for position in 0..<3 {
            if position > 0 {
                guard index < end, bytes[index] == UInt8(ascii: " ") else { return nil }
                index += 1
            }
            guard let number = QuickNumber(bytes, from: index, end: end), function.accepts(number.value, at: position)
            else { return nil }
            switch position {
            case 0: values.0 = number.value
            case 1: values.1 = number.value
            default: values.2 = number.value
            }
            index = number.end
        }
        var alpha = 1.0
        if index < end {
            guard end - index > 3, bytes[index] == UInt8(ascii: " "), bytes[index + 1] == UInt8(ascii: "/"),
                bytes[index + 2] == UInt8(ascii: " "),
                let number = QuickNumber(bytes, from: index + 3, end: end), number.end == end,
                (0...1).contains(number.value)
            else { return nil }
            alpha = number.value
        }
        return .color(ColorValue(authoredIn: function.space, values.0, values.1, values.2, alpha: alpha))
    }
}

/// A function `ColorSyntaxParser.quickFunction` reads: its space and the plain numbers its components accept, taken
/// from the rules `ColorFunctionParser` checks them against.
///
/// Plain values only (no strings, no arrays), so that reading a color copies no reference: the function is looked up
/// once per parsed value, on every thread that reads a palette's entries.
private struct QuickFunction: Sendable {
    /// A component's accepted numbers: `low...high`, or none at all.
    struct Accepted: Sendable {
        /// The smallest number accepted.
        var low: Double
        /// The largest number accepted.
        var high: Double
        /// Whether a plain number is taken as written (not divided, as an `rgb()` channel is); when not, the full
        /// parser reads the component.
        var isRead: Bool

        /// What `rule` accepts as a plain number that stays as written.
        init(_ rule: ColorComponentRule) {
            if rule.isHue {
                (low, high, isRead) = (-.infinity, .infinity, true)
            } else if let form = rule.number, form.divisor == 1 {
                (low, high, isRead) = (form.range?.lowerBound ?? -.infinity, form.range?.upperBound ?? .infinity, true)
            } else {
                (low, high, isRead) = (0, 0, false)
            }
        }
    }

    /// The space.
    var space: ColorSpace
    /// The function's name (its space's), as `word` packs it: matched without a string.
    var nameWord: UInt64
    /// What each component accepts.
    var accepted: (Accepted, Accepted, Accepted)

    init(_ space: ColorSpace) {
        self.space = space
        nameWord = Self.word(space.rawValue.utf8) ?? 0
        let rules = ColorFunctionParser.rules(space, function: space.rawValue, legacy: false)
        accepted = (Accepted(rules[0]), Accepted(rules[1]), Accepted(rules[2]))
    }

    private static let lab = QuickFunction(.lab)
    private static let lch = QuickFunction(.lch)
    private static let oklab = QuickFunction(.oklab)
    private static let oklch = QuickFunction(.oklch)

    /// The function whose lowercase name is `name`, if it is one of the four.
    static func named(_ name: UnsafeBufferPointer<UInt8>) -> QuickFunction? {
        guard let word = Self.word(name) else { return nil }
        if word == oklch.nameWord { return oklch }
        if word == oklab.nameWord { return oklab }
        if word == lch.nameWord { return lch }
        if word == lab.nameWord { return lab }
        return nil
    }

    /// Up to seven bytes and their count in one word (the first byte lowest, the count highest, so that a name and
    /// the same name with a NUL after it differ); `nil` for more.
    private static func word(_ bytes: some Collection<UInt8>) -> UInt64? {
        guard bytes.count <= 7 else { return nil }
        var word = UInt64(bytes.count) << 56
        for (position, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(position)) }
        return word
    }

    /// Whether `value`, written as component `position`, is read as it is written.
    func accepts(_ value: Double, at position: Int) -> Bool {
        let rule =
            switch position {
            case 0: accepted.0
            case 1: accepted.1
            default: accepted.2
            }
        return rule.isRead && value >= rule.low && value <= rule.high
    }
}

/// A plain decimal number (`-12.5`, `0.651`, `200`) read by `ColorSyntaxParser.quickFunction`.
private struct QuickNumber {
    /// The exact powers of ten a number of at most 15 digits is divided by.
    static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// The value, rounded as `strtod` rounds it.
    var value: Double
    /// The offset after the number.
    var end: Int

    /// The number at `start`, ending at a space or at `end`; `nil` when the text there is not one or has more than
    /// 15 digits.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) {
        var index = start
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var wholeDigits = 0
        var fractionDigits = 0
        while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            // More than 15 digits is the full parser's to read; stopping here keeps the mantissa from overflowing.
            guard wholeDigits < 15 else { return nil }
            mantissa = mantissa * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
            wholeDigits += 1
            index += 1
        }
        guard wholeDigits > 0 else { return nil }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                guard wholeDigits + fractionDigits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        guard wholeDigits + fractionDigits <= 15, index == end || bytes[index] == UInt8(ascii: " ") else { return nil }
        let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
        value = negative ? -magnitude : magnitude
        self.end = index
    }
}
