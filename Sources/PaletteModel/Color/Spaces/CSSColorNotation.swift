/// A color as written (`AuthoredColor`) spelled in CSS Color 4's canonical form: `oklch(0.7 0.1 200)`,
/// `lab(50 20 -30 / 0.5)`, `hsl(120 50% 40%)`, `color(a98-rgb 0.1 0.2 0.3)`.
///
/// Components are numbers in the space's reference range, as short locale-free decimals (`ColorValue.decimal`:
/// at most six decimals, no exponent, trailing zeros dropped); `hsl()` and `hwb()` give their percentages a `%`
/// (the one form every engine that reads them accepts); `none` stays `none`; ` / alpha` follows when alpha is not 1.
/// A `ColorValue` spells its authored color this way (`authoredNotation`, `spellAuthoredNotation`) when an output asks.
public enum CSSColorNotation {
    /// The CSS text of `color`.
    public static func text(_ color: AuthoredColor) -> String {
        let components = color.components
        return withText(
            space: color.space,
            components: (components[0], components[1], components[2]),
            alpha: color.alpha
        ) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 of the text of the color in `space` with `components` and `alpha` (`nil` is `none`),
    /// spelled on the stack without a `String`.
    static func withText<Result>(
        space: ColorSpace,
        components: (Double?, Double?, Double?),
        alpha: Double?,
        _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumTextBytes) { storage in
            let count = spell(
                space: space,
                components: components,
                alpha: alpha,
                into: storage.baseAddress.unsafelyUnwrapped
            )
            return body(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: storage[..<count])))
        }
    }

    /// The most bytes `spell` writes: `color(prophoto-rgb ` and four numbers of 24 bytes with their separators.
    public static var maximumTextBytes: Int { 192 }

    /// Writes the UTF-8 of the text of the color in `space` with `components` and `alpha` (`nil` is `none`) at
    /// `destination`, which has room for `maximumTextBytes`; returns how many bytes it wrote.
    static func spell(
        space: ColorSpace,
        components: (Double?, Double?, Double?),
        alpha: Double?,
        into destination: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var text = NotationBytes(start: destination)
        text.append(space.notationOpener)
        // The hue of hsl() and hwb() is their first component, and has no unit.
        let percent = space == .hsl || space == .hwb
        text.append(component: components.0, percent: false)
        text.append(UInt8(ascii: " "))
        text.append(component: components.1, percent: percent)
        text.append(UInt8(ascii: " "))
        text.append(component: components.2, percent: percent)
        if let alpha {
            if alpha != 1 {
                text.append(" / ")
                text.append(number: alpha)
            }
        } else {
            text.append(" / none")
        }
        text.append(UInt8(ascii: ")"))
        return text.count
    }

    /// A component as CSS reads it: `ColorValue.decimal` for every value it spells without an exponent, CSS's own
    /// exponent form (`1e+20`) beyond, and 0 for a value that is no number.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // `decimal` works in millionths of an Int: magnitudes up to 1e12 keep it well inside the Int's range.
        return abs(value) < 1e12 ? ColorValue.decimal(value) : String(value)
    }

    /// Calls `body` with the UTF-8 of `number(value)`, spelled without a `String` for every value it writes as a
    /// decimal; for printers, which write a number for each component of every authored color.
    @inlinable
    public static func withNumberBytes<Result>(_ value: Double, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        guard value.isFinite, abs(value) < 1e12 else {
            var text = number(value)
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        return ColorValue.withDecimalBytes(value, body)
    }
}

/// The bytes of a notation, written into memory the caller lends (room for `CSSColorNotation.maximumTextBytes`).
private struct NotationBytes {
    /// Where the bytes go.
    let start: UnsafeMutablePointer<UInt8>
    /// How many are written.
    var count = 0

    mutating func append(_ byte: UInt8) {
        start[count] = byte
        count += 1
    }

    mutating func append(_ text: StaticString) {
        (start + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(start + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends a component: `none`, or its number with a `%` when `percent`.
    mutating func append(component: Double?, percent: Bool) {
        guard let component else {
            append("none")
            return
        }
        append(number: component)
        if percent { append(UInt8(ascii: "%")) }
    }

    /// Appends `CSSColorNotation.number(value)`'s UTF-8.
    mutating func append(number value: Double) {
        // Every value below 10^9 straight into place; larger ones and those that are no number through their text.
        if let written = ColorValue.spellDecimal(value, into: start + count) {
            count += written
        } else {
            CSSColorNotation.withNumberBytes(value) { append($0) }
        }
    }
}

extension ColorSpace {
    /// What a notation in this space starts with: `oklch(` for a function of its own, `color(rec2020 ` for a
    /// predefined space of `color()`.
    fileprivate var notationOpener: StaticString {
        switch self {
        case .hsl: "hsl("
        case .hwb: "hwb("
        case .lab: "lab("
        case .lch: "lch("
        case .oklab: "oklab("
        case .oklch: "oklch("
        case .srgb: "color(srgb "
        case .srgbLinear: "color(srgb-linear "
        case .displayP3: "color(display-p3 "
        case .a98RGB: "color(a98-rgb "
        case .prophotoRGB: "color(prophoto-rgb "
        case .rec2020: "color(rec2020 "
        case .xyzD65: "color(xyz-d65 "
        case .xyzD50: "color(xyz-d50 "
        }
    }
}
