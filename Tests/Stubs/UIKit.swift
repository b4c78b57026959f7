// Signature stub of the UIKit API that palettec's generated Swift uses, for typechecking on Linux only.
// Signatures and annotations follow Apple's documentation: the responder classes (`UIView`, `UIWindow`,
// `UIApplication`, `UIScene`, `UIWindowScene`) are `@MainActor`; `UIColor` and `UITraitCollection` are
// `@unchecked Sendable`; the dynamic-provider closure is taken as `@Sendable`, which is stricter than needed.

@_exported import CoreGraphics
@_exported import Foundation

/// Whether an interface is light or dark.
@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style was set: follow the parent, or the system.
    case unspecified = 0
    /// The light style.
    case light = 1
    /// The dark style.
    case dark = 2
}

/// The contrast setting of an interface.
@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, Sendable {
    /// The contrast is unknown.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// The traits a view has, which dynamic colors are resolved with.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The light or dark interface style.
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }

    /// The contrast setting.
    @available(iOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

/// A color, possibly dynamic.
open class UIColor: NSObject, @unchecked Sendable {
    /// Creates a color from extended sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// Creates a color from Display P3 components.
    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// Creates a dynamic color whose provider UIKit calls with the trait collection it draws for.
    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}

    /// The color a dynamic color takes for a trait collection.
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The Core Graphics color of this color as it is now.
    open var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }
}

/// An object in the responder chain; UIKit binds it to the main actor.
@MainActor
open class UIResponder: NSObject {}

/// A rectangular area of the interface.
@MainActor
open class UIView: UIResponder {
    /// The interface style this view and its descendants use, instead of the inherited one.
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
}

/// A window, the root of a view hierarchy.
@MainActor
open class UIWindow: UIView {}

/// One instance of the app's interface.
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {}

/// A scene that manages windows.
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
    /// The windows of the scene.
    open var windows: [UIWindow] { [] }
}

/// The running app.
@MainActor
open class UIApplication: UIResponder {
    /// The app instance; unavailable in app extensions.
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    open class var shared: UIApplication { UIApplication() }

    /// The scenes connected to the app.
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { [] }
}
