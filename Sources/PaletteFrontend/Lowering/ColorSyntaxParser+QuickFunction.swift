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
            let function = QuickFunction.all.first(where: { $0.name.elementsEqual(bytes[..<open]) })
        else { return nil }
        var index = open + 1
        let end = bytes.count - 1
        var values = (0.0, 0.0, 0.0)
        for position in 0..<3 {
            if position > 0 {
                guard index < end, bytes[index] == UInt8(ascii: " ") else { return nil }
                index += 1
            }
            guard let number = QuickNumber(bytes, from: index, end: end) else { return nil }
            let rule = function.rules[position]
            if !rule.isHue {
                guard let form = rule.number, form.divisor == 1, form.range?.contains(number.value) ?? true else {
                    return nil
                }
            }
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
        let color = AuthoredColor(space: function.space, components: [values.0, values.1, values.2], alpha: alpha)
        return .color(ColorValue(authored: color))
    }
}

/// A function `ColorSyntaxParser.quickFunction` reads: its name and what its components accept.
private struct QuickFunction: Sendable {
    /// The functions, with the rules `ColorFunctionParser` checks their components against.
    static let all: [QuickFunction] = [ColorSpace.lab, .lch, .oklab, .oklch].map { space in
        QuickFunction(
            name: Array(space.rawValue.utf8),
            space: space,
            rules: ColorFunctionParser.rules(space, function: space.rawValue, legacy: false)
        )
    }

    /// The name's UTF-8, lowercase.
    var name: [UInt8]
    /// The space.
    var space: ColorSpace
    /// What each component accepts.
    var rules: [ColorComponentRule]
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
