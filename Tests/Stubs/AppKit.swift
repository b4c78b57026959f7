// Signature stub of the AppKit API that palettec's generated Swift uses, for typechecking on Linux only.
// Signatures and annotations follow Apple's documentation; `NSColor` is `@unchecked Sendable`, `NSAppearance`
// is deliberately not `Sendable`, and the dynamic-provider closure is taken as `@Sendable` (stricter than needed).
// The responder classes (`NSResponder`, `NSView`, `NSWindow`, `NSApplication`) are `@MainActor`, as the SDK marks them.

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

    /// Creates the appearance of this stub; AppKit has no public initializer without a name.
    fileprivate init(stub: Void) {
        super.init()
    }

    /// Creates a named appearance from a bundle, or `nil` if there is none of that name.
    public init?(appearanceNamed name: NSAppearance.Name, bundle: Bundle?) {
        super.init()
    }

    /// The system appearance of a name, or `nil` if there is none.
    public convenience init?(named name: NSAppearance.Name) {
        self.init(appearanceNamed: name, bundle: nil)
    }

    /// The name among `appearances` that best matches this appearance, if any.
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }

    /// The appearance AppKit draws with on the current thread.
    @available(macOS 11.0, *)
    open class func currentDrawing() -> NSAppearance { NSAppearance(stub: ()) }

    /// Runs `block` with this appearance as the current drawing appearance.
    @available(macOS 11.0, *)
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) {}
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

    /// Creates a gray color.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init()
    }

    /// Makes this the fill and stroke color of the current graphics context.
    open func set() {}
}

// MARK: - Images

/// How drawing combines new paint with what a context holds (only the cases the generated Swift uses).
public enum NSCompositingOperation: UInt, Sendable {
    /// Paint over what is there.
    case sourceOver = 2
    /// Paint only where the context already has paint, keeping its alpha.
    case sourceAtop = 5
}

extension NSRect {
    /// Fills the rectangle with the current color in a compositing operation (the SDK defaults the operation to
    /// the context's; the stub takes it always).
    public func fill(using operation: NSCompositingOperation) {}
}

/// An image.
///
/// Not `Sendable` here: the stricter reading of the SDK.
open class NSImage: NSObject {
    /// An image's name.
    public typealias Name = String

    /// When an image caches what its representations draw.
    public enum CacheMode: UInt, Sendable {
        /// The representation's own choice.
        case `default` = 0
        /// Always cached.
        case always = 1
        /// Cached when the size differs.
        case bySize = 2
        /// Never cached: drawn each time.
        case never = 3
    }

    /// An image whose content `drawingHandler` draws whenever it is drawn.
    ///
    /// The handler is taken as `@Sendable`, which is stricter than the SDK.
    @available(macOS 10.8, *)
    public init(
        size: NSSize,
        flipped drawingHandlerShouldBeCalledWithFlippedContext: Bool,
        drawingHandler: @escaping @Sendable (NSRect) -> Bool
    ) {}

    /// The size in points.
    open var size: NSSize { .zero }

    /// Whether the image is a template, drawn in the tint of where it is shown.
    open var isTemplate: Bool = false

    /// When the image caches what it draws.
    open var cacheMode: NSImage.CacheMode = .default

    /// Draws the image into `rect` of the current context.
    open func draw(in rect: NSRect) {}
}

extension Bundle {
    /// The image named `name` in the bundle's asset catalog or resources.
    @available(macOS 10.7, *)
    public func image(forResource name: NSImage.Name) -> NSImage? { nil }
}

/// An object in the responder chain; AppKit binds it to the main actor.
@MainActor
open class NSResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Creates a responder from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// A rectangular area of a window.
@MainActor
open class NSView: NSResponder {
    /// Creates a view with a frame.
    public init(frame frameRect: NSRect) {
        super.init()
    }

    /// Creates a view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Whether the view draws again before it is next shown.
    open var needsDisplay = false

    /// The view's direct subviews.
    open var subviews: [NSView] = []

    /// The appearance this view and its descendants use, or `nil` to inherit one.
    open var appearance: NSAppearance?

    /// The appearance the view draws with: its own, or the one it inherits.
    open var effectiveAppearance: NSAppearance { NSAppearance(stub: ()) }
}

/// A window.
@MainActor
open class NSWindow: NSResponder {
    /// The window's root view.
    open var contentView: NSView?

    /// The appearance this window and its views use, or `nil` to inherit the app's.
    open var appearance: NSAppearance?

    /// The appearance the window draws with: its own, or the app's.
    open var effectiveAppearance: NSAppearance { NSAppearance(stub: ()) }
}

/// The running app.
@MainActor
open class NSApplication: NSResponder {
    /// The app instance.
    open class var shared: NSApplication { NSApplication() }

    /// The app's windows.
    open var windows: [NSWindow] { [] }

    /// The appearance of every window that has none of its own, or `nil` for the system's.
    @available(macOS 10.14, *)
    open var appearance: NSAppearance?

    /// The appearance the app draws with: its own, or the system's.
    @available(macOS 10.14, *)
    open var effectiveAppearance: NSAppearance { NSAppearance(stub: ()) }
}
