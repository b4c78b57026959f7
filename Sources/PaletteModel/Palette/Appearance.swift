/// One appearance a palette defines a value for: `light`, `dark`, their high-contrast forms, or a named theme.
public struct Appearance: Hashable, Sendable {
    /// Which system color scheme an appearance belongs to.
    public enum Scheme: String, Hashable, Sendable {
        /// A light scheme: UIKit `.light`, CSS `color-scheme: light`.
        case light
        /// A dark scheme: UIKit `.dark`, CSS `color-scheme: dark`.
        case dark
    }

    /// The name as written in palette files (`light`, `dark-hc`, `NIGHT`, `sepia`).
    public var name: String
    /// The system scheme this appearance uses.
    public var scheme: Scheme
    /// Whether this is a high-contrast appearance.
    public var isHighContrast: Bool
    /// The appearance whose value is used when an entry gives none; `nil` makes a missing value an error.
    public var fallback: String?
    /// A description of the appearance, from the palette's `appearances` declaration.
    public var description: String?

    /// Creates an appearance.
    public init(
        name: String,
        scheme: Scheme,
        isHighContrast: Bool = false,
        fallback: String? = nil,
        description: String? = nil
    ) {
        self.name = name
        self.scheme = scheme
        self.isHighContrast = isHighContrast
        self.fallback = fallback
        self.description = description
    }

    /// The light appearance, required for every entry.
    public static let light = Appearance(name: "light", scheme: .light)
    /// The dark appearance, required for every entry.
    public static let dark = Appearance(name: "dark", scheme: .dark)
    /// Light with increased contrast; falls back to `light`.
    public static let lightHighContrast = Appearance(
        name: "light-hc",
        scheme: .light,
        isHighContrast: true,
        fallback: "light"
    )
    /// Dark with increased contrast; falls back to `dark`.
    public static let darkHighContrast = Appearance(
        name: "dark-hc",
        scheme: .dark,
        isHighContrast: true,
        fallback: "dark"
    )

    /// The four appearances every palette has, in their fixed order.
    public static let builtIn: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    /// Whether this is one of the four built-in appearances.
    public var isBuiltIn: Bool {
        Self.builtIn.contains { $0.name == name }
    }
}
