/// A declared contrast pair: which color is drawn on which, and the minimum contrast it needs in each appearance.
public struct ContrastPair: Hashable, Sendable {
    /// A minimum contrast: a WCAG 2.2 contrast ratio or an APCA-W3 lightness contrast.
    public struct Requirement: Hashable, Sendable {
        /// How contrast is measured.
        public enum Method: Hashable, Sendable {
            /// The WCAG 2.2 contrast ratio, 1…21.
            case wcag
            /// The magnitude of APCA-W3 0.1.9's Lc, whichever the polarity.
            case apca
        }

        /// How contrast is measured.
        public var method: Method
        /// The lowest passing value (a ratio, or an Lc magnitude).
        public var value: Double
        /// The level it was named by (`AA`, `AAA-large`), if any.
        public var level: String?

        /// Creates a requirement.
        public init(_ method: Method, _ value: Double, level: String? = nil) {
            self.method = method
            self.value = value
            self.level = level
        }

        /// WCAG 2.2's minimums by level: 1.4.3 (AA: 4.5, or 3 for large text), 1.4.6 (AAA: 7, or 4.5 for large
        /// text) and 1.4.11 (non-text: 3).
        public static let levels: [(name: String, ratio: Double)] = [
            ("AA", 4.5), ("AA-large", 3), ("AAA", 7), ("AAA-large", 4.5), ("non-text", 3),
        ]

        /// The default minimum: WCAG AA for text, 4.5:1.
        public static let standard = Requirement(.wcag, 4.5, level: "AA")

        /// The minimum as messages print it: `4.5:1 (AA)`, `Lc 60`.
        public var text: String {
            switch method {
            case .wcag: Contrast.ratioText(value) + (level.map { " (\($0))" } ?? "")
            case .apca: "Lc " + ColorValue.decimal(value)
            }
        }
    }

    /// What a pair measures in one appearance.
    public enum Measurement: Hashable, Sendable {
        /// The contrast found (a ratio, or a signed Lc), whether it meets the minimum, and the two opaque colors it
        /// was measured between (the foreground composited over the background, the background over the base).
        case measured(found: Double, passes: Bool, foreground: ColorValue, background: ColorValue)
        /// The background is translucent and there is no opaque base (or the base is translucent too), so the
        /// contrast depends on what is behind it.
        case translucentBackground

        /// The contrast found as messages print it: `4.47:1`, `Lc -68.5`; `nil` for a translucent background.
        public func foundText(_ method: Requirement.Method) -> String? {
            guard case .measured(let found, _, _, _) = self else { return nil }
            return method == .wcag ? Contrast.ratioText(found) : Contrast.lcText(found)
        }
    }

    /// The key of the color drawn on top (text, an icon).
    public var foreground: String
    /// The key of the color it is drawn on.
    public var background: String
    /// The key of the opaque color behind a translucent background, if declared.
    public var base: String?
    /// The minimum in every appearance, unless `highContrastMinimum` overrides it.
    public var minimum: Requirement
    /// The minimum in `light-hc` and `dark-hc`, if higher contrast is demanded there.
    public var highContrastMinimum: Requirement?

    /// Creates a pair.
    public init(
        foreground: String,
        background: String,
        base: String? = nil,
        minimum: Requirement = .standard,
        highContrastMinimum: Requirement? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.base = base
        self.minimum = minimum
        self.highContrastMinimum = highContrastMinimum
    }

    /// The minimum that holds in `appearance`.
    public func requirement(in appearance: Appearance) -> Requirement {
        appearance.isHighContrast ? highContrastMinimum ?? minimum : minimum
    }

    /// Measures the pair between resolved colors: a translucent foreground is composited over its background, a
    /// translucent background over the opaque `base`.
    public func measure(
        foreground: ColorValue,
        background: ColorValue,
        base: ColorValue?,
        in appearance: Appearance
    ) -> Measurement {
        var behind = background
        if !behind.isOpaque {
            guard let base, base.isOpaque else { return .translucentBackground }
            behind = Contrast.composite(background, over: base)
        }
        let front = Contrast.composite(foreground, over: behind)
        let requirement = requirement(in: appearance)
        switch requirement.method {
        case .wcag:
            let ratio = Contrast.wcagRatio(front, behind)
            return .measured(found: ratio, passes: ratio >= requirement.value, foreground: front, background: behind)
        case .apca:
            let lc = Contrast.apcaLc(text: front, background: behind)
            return .measured(found: lc, passes: abs(lc) >= requirement.value, foreground: front, background: behind)
        }
    }
}

extension Palette {
    /// Measures `pair` in the appearance at `appearance`; `nil` when the palette lacks one of its keys.
    ///
    /// `keyIndex` maps keys to entry positions (`keyIndex()`), built once for all the pairs measured.
    public func measure(
        _ pair: ContrastPair,
        appearance: Int,
        keyIndex: [String: Int]
    ) -> ContrastPair.Measurement? {
        guard let foreground = keyIndex[pair.foreground], let background = keyIndex[pair.background] else {
            return nil
        }
        var base: ColorValue?
        if let key = pair.base {
            guard let entry = keyIndex[key] else { return nil }
            base = entries[entry].values[appearance]
        }
        return pair.measure(
            foreground: entries[foreground].values[appearance],
            background: entries[background].values[appearance],
            base: base,
            in: appearances[appearance]
        )
    }

    /// Each key's position in `entries` (the first, should a palette built by hand repeat one).
    public func keyIndex() -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() where index[entry.key] == nil {
            index[entry.key] = position
        }
        return index
    }
}
