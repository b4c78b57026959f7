public import PaletteModel

/// One declared contrast pair: a foreground color drawn on a background color, and the minimum contrast it needs.
public struct ContrastPairSyntax: Sendable {
    /// A minimum contrast: a WCAG 2.2 contrast ratio or an APCA-W3 lightness contrast.
    public struct Requirement: Sendable, Equatable {
        /// How contrast is measured.
        public enum Method: Sendable, Equatable {
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

    /// The foreground key, if it was written as a string.
    public var foreground: String?
    /// Where the foreground key is.
    public var foregroundLocation: Diagnostic.Location?
    /// The background key, if it was written as a string.
    public var background: String?
    /// Where the background key is.
    public var backgroundLocation: Diagnostic.Location?
    /// The key of the opaque color behind a translucent background, if declared.
    public var base: String?
    /// Where the base key is.
    public var baseLocation: Diagnostic.Location?
    /// The minimum in every appearance, unless `highContrastMinimum` overrides it.
    public var minimum: Requirement
    /// The minimum in `light-hc` and `dark-hc`, if higher contrast is demanded there.
    public var highContrastMinimum: Requirement?
    /// Where the pair is declared.
    public var location: Diagnostic.Location?

    /// Creates a pair.
    public init(
        foreground: String? = nil,
        foregroundLocation: Diagnostic.Location? = nil,
        background: String? = nil,
        backgroundLocation: Diagnostic.Location? = nil,
        base: String? = nil,
        baseLocation: Diagnostic.Location? = nil,
        minimum: Requirement = .standard,
        highContrastMinimum: Requirement? = nil,
        location: Diagnostic.Location? = nil
    ) {
        self.foreground = foreground
        self.foregroundLocation = foregroundLocation
        self.background = background
        self.backgroundLocation = backgroundLocation
        self.base = base
        self.baseLocation = baseLocation
        self.minimum = minimum
        self.highContrastMinimum = highContrastMinimum
        self.location = location
    }

    /// The minimum that holds in `appearance`.
    public func requirement(in appearance: Appearance) -> Requirement {
        appearance.isHighContrast ? highContrastMinimum ?? minimum : minimum
    }
}
