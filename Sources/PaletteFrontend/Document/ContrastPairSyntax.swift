public import PaletteModel

/// One declared contrast pair: a foreground color drawn on a background color, and the minimum contrast it needs.
public struct ContrastPairSyntax: Sendable {
    /// A minimum contrast: a WCAG 2.2 contrast ratio or an APCA-W3 lightness contrast.
    public typealias Requirement = ContrastPair.Requirement

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
