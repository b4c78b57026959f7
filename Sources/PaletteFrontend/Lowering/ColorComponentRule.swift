/// What one component of a color function accepts, and how a written value becomes the component in its CSS
/// reference range (what `AuthoredColor` holds).
struct ColorComponentRule: Sendable {
    /// How a number is read.
    struct NumberForm: Sendable {
        /// The values allowed as written; `nil` for any finite number.
        var range: ClosedRange<Double>?
        /// The range as messages write it (`0–255`).
        var rangeText: String
        /// What a written number is divided by (255 for an `rgb()` channel).
        var divisor: Double = 1
    }

    /// How a percentage is read.
    struct PercentForm: Sendable {
        /// The component that 100% stands for (CSS's percentage reference: 125 for `lab()` a and b).
        var reference: Double
        /// The percentages allowed as written; `nil` for any finite percentage.
        var range: ClosedRange<Double>?
        /// The range as messages write it (`0–100%`).
        var rangeText: String
    }

    /// The component's name in messages (`red`, `lightness`).
    var name: String
    /// How a number is read; `nil` when only a percentage is (the legacy `hsl()` syntax).
    var number: NumberForm?
    /// How a percentage is read; `nil` when none is allowed.
    var percent: PercentForm?
    /// What the component must be, for a message (`a number 0–255 or a percentage`); `nil` for `hsl()`'s own
    /// messages.
    var expected: String?
    /// Whether the component is a hue: a number of degrees or an angle.
    var isHue = false

    /// A hue.
    static let hue = Self(name: "hue", isHue: true)

    /// An `rgb()` channel: 0–255 or 0–100%, stored 0...1.
    static func byte(_ name: String) -> Self {
        Self(
            name: name,
            number: NumberForm(range: 0...255, rangeText: "0–255", divisor: 255),
            percent: .upTo(1),
            expected: "a number 0–255 or a percentage"
        )
    }

    /// A component 0–1 or 0–100% (an RGB space's in `color()`, an alpha, an OKLab lightness).
    static func unit(_ name: String) -> Self {
        Self(
            name: name,
            number: NumberForm(range: 0...1, rangeText: "0–1"),
            percent: .upTo(1),
            expected: "a number 0–1 or a percentage"
        )
    }

    /// A component 0–100 or 0–100% (`hwb()` whiteness and blackness, `lab()` lightness).
    static func hundred(_ name: String) -> Self {
        Self(
            name: name,
            number: NumberForm(range: 0...100, rangeText: "0–100"),
            percent: .upTo(100),
            expected: "a number 0–100 or a percentage"
        )
    }

    /// An `hsl()` saturation or lightness: a percentage, or in the modern syntax also a number 0–100.
    static func hslPercentage(_ name: String, legacy: Bool) -> Self {
        Self(
            name: name,
            number: legacy ? nil : NumberForm(range: 0...100, rangeText: "0–100"),
            percent: .upTo(100),
            expected: nil
        )
    }

    /// A component with no range (`lab()` a and b, XYZ), 100% being `reference`.
    static func unbounded(_ name: String, reference: Double) -> Self {
        Self(
            name: name,
            number: NumberForm(range: nil, rangeText: ""),
            percent: PercentForm(reference: reference, range: nil, rangeText: ""),
            expected: "a number or a percentage"
        )
    }

    /// A chroma: 0 or more, 100% being `reference`.
    static func chroma(reference: Double) -> Self {
        Self(
            name: "chroma",
            number: NumberForm(range: 0...Double.greatestFiniteMagnitude, rangeText: "0 or more"),
            percent: PercentForm(
                reference: reference,
                range: 0...Double.greatestFiniteMagnitude,
                rangeText: "0% or more"
            ),
            expected: "a number or a percentage"
        )
    }
}

extension ColorComponentRule.PercentForm {
    /// 0–100%, 100% being `reference`.
    static func upTo(_ reference: Double) -> Self {
        Self(reference: reference, range: 0...100, rangeText: "0–100%")
    }
}
