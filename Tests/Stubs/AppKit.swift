// Signature stub of the AppKit API that palettec's generated Swift uses, for typechecking on Linux only.
// Signatures and annotations follow Apple's documentation; `NSColor` is `@unchecked Sendable`, `NSAppearance`
// is deliberately not `Sendable`, and the dynamic-provider closure is taken as `@Sendable` (stricter than needed).

@_exported import CoreGraphics
@_exported import Foundation

/// The appearance AppKit draws with: aqua, dark aqua, or a high-contrast form.
@available(macOS 10.9, *)
open class NSAppearance: NSObject {
    /// The name of a system appearance.
    public struct Name: Hashable, RawRepresentable, Sendable {
        /// The name's string.
        public var rawValue: String

        /// Creates a name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The light system appearance.
        public static let aqua = Name("NSAppearanceNameAqua")
        /// The dark system appearance.
        @available(macOS 10.14, *)
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// The light appearance with increased contrast.
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// The dark appearance with increased contrast.
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    /// The name among `appearances` that best matches this appearance, if any.
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

/// A color, possibly dynamic.
open class NSColor: NSObject, @unchecked Sendable {
    /// A color's name.
    public typealias Name = String

    /// Creates a color from sRGB components.
    @available(macOS 10.12, *)
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }

    /// Creates a color from Display P3 components.
    @available(macOS 10.12, *)
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }

    /// Creates a dynamic color whose provider AppKit calls with the appearance it draws with.
    @available(macOS 10.15, *)
    public convenience init(
        name colorName: NSColor.Name?,
        dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor
    ) {
        self.init()
    }

    /// The Core Graphics color of this color as it is now.
    @available(macOS 10.8, *)
    open var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }
}
