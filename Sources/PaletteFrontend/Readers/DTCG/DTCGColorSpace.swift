import PaletteModel

/// What DTCG 2025.10 allows a color object's components to be in each of its fourteen color spaces
/// (`technical-reports/color/color-type.md` and the `format/values/color.json` schema).
enum DTCGColorSpace {
    /// The range a component must lie in; `nil` bounds are open (lab's a and b, hues, XYZ).
    struct Range {
        var lower: Double?
        var upper: Double?

        /// Whether `value` lies in the range.
        func contains(_ value: Double) -> Bool {
            (lower.map { value >= $0 } ?? true) && (upper.map { value <= $0 } ?? true)
        }

        /// The range as a message says it (`0–1`, `at least 0`), `nil` when it is open.
        var spelled: String? {
            switch (lower, upper) {
            case (let lower?, let upper?): "\(ColorValue.decimal(lower))–\(ColorValue.decimal(upper))"
            case (let lower?, nil): "at least \(ColorValue.decimal(lower))"
            case (nil, let upper?): "at most \(ColorValue.decimal(upper))"
            case (nil, nil): nil
            }
        }
    }

    /// The ranges of a space's three components, in order.
    ///
    /// RGB components lie in 0–1 as the schema says. Hues are read as CSS reads them (any angle, wrapped), and
    /// XYZ is left open: the schema's 0–1 would make the D65 white (`0.9505 1 1.089`) invalid.
    static func ranges(_ space: ColorSpace) -> [Range] {
        let unit = Range(lower: 0, upper: 1)
        let percent = Range(lower: 0, upper: 100)
        let open = Range(lower: nil, upper: nil)
        let chroma = Range(lower: 0, upper: nil)
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return [unit, unit, unit]
        case .hsl, .hwb: return [open, percent, percent]
        case .lab: return [percent, open, open]
        case .lch: return [percent, chroma, open]
        case .oklab: return [unit, open, open]
        case .oklch: return [unit, chroma, open]
        case .xyzD65, .xyzD50: return [open, open, open]
        }
    }

    /// The ranges of a space as one clause of a message: `components must lie in 0–1`, or for a space whose
    /// components have ranges of their own, each named (`L 0–100, C at least 0`).
    static func spelledRanges(_ space: ColorSpace) -> String {
        let ranges = ranges(space)
        if space.isRGB { return "each component in 0–1" }
        let names = space.channelNames.map { $0.uppercased() }
        return zip(names, ranges).compactMap { name, range in range.spelled.map { "\(name) \($0)" } }
            .joined(separator: ", ")
    }
}
