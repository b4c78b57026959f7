// Signature stub of the UIKit API that palettec's generated Swift uses, for typechecking on Linux only.
// Signatures and annotations follow Apple's documentation and, for the iOS 17 trait system, `UIKit.swiftinterface` of
// the iOS 18.1 SDK (as committed to the public xybp888/iOS-SDKs repository): the responder classes (`UIView`,
// `UIViewController`, `UIWindow`, `UIApplication`, `UIScene`, `UIWindowScene`) and the trait-environment protocols are
// `@MainActor`; `UIColor` and `UITraitCollection` are `@unchecked Sendable`; `UITraitOverrides` is a non-`Sendable`
// struct; the dynamic-provider closure is taken as `@Sendable`, which is stricter than needed.

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
    /// High contrast.
    case high = 1
}

/// The traits a view has, which dynamic colors are resolved with.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Creates a trait collection with only an interface style.
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
    }

    /// Creates a trait collection with only a contrast setting.
    @available(iOS 13.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init()
    }

    /// Creates a trait collection that combines others; later ones win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init()
    }

    /// The light or dark interface style.
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }

    /// The contrast setting.
    @available(iOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }

    /// Creates a trait collection with only a display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init()
    }

    /// The display scale; 0 when the collection has none.
    open var displayScale: CGFloat { 0 }

    /// The trait collection UIKit resolves dynamic colors with on the current thread.
    @available(iOS 13.0, *)
    open class var current: UITraitCollection {
        get { UITraitCollection() }
        set {}
    }

    /// Runs `actions` with this trait collection as `current`.
    @available(iOS 13.0, *)
    open func performAsCurrent(_ actions: () -> Void) {}
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

    /// Creates a gray color.
    public init(white: CGFloat, alpha: CGFloat) {}

    /// Makes this the fill color of the current graphics context.
    open func setFill() {}
}

// MARK: - Images

/// An image.
///
/// Not `Sendable` here: the stricter reading of the SDK.
@available(iOS 2.0, *)
open class UIImage: NSObject {
    /// How an image is drawn: as it is, or in the tint color.
    @available(iOS 7.0, *)
    public enum RenderingMode: Int, Sendable {
        /// The default for where the image is shown.
        case automatic = 0
        /// As it is.
        case alwaysOriginal = 1
        /// Its alpha in the tint color.
        case alwaysTemplate = 2
    }

    /// Creates an empty image.
    public override init() {}

    /// The image named `name` in `bundle`'s asset catalog or resources, for a trait collection.
    @available(iOS 8.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}

    /// The size in points.
    open var size: CGSize { .zero }

    /// The scale: pixels per point.
    open var scale: CGFloat { 1 }

    /// The asset the image belongs to, if any.
    @available(iOS 8.0, *)
    open var imageAsset: UIImageAsset? { nil }

    /// A copy drawn with another rendering mode.
    @available(iOS 7.0, *)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }

    /// Draws the image into `rect` of the current context.
    open func draw(in rect: CGRect) {}
}

/// A set of images for different trait collections, which UIKit picks from by the traits an image is shown with.
@available(iOS 8.0, *)
open class UIImageAsset: NSObject {
    /// Creates an empty asset.
    public override init() {}

    /// The registered image that best matches `traitCollection`.
    open func image(with traitCollection: UITraitCollection) -> UIImage { UIImage() }

    /// Registers `image` for `traitCollection`, which must hold a display scale.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {}
}

/// The settings of a graphics renderer's context.
@available(iOS 10.0, *)
open class UIGraphicsRendererFormat: NSObject {}

/// The settings of an image renderer: scale and opacity.
@available(iOS 10.0, *)
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The scale of the images drawn.
    open var scale: CGFloat = 1

    /// Whether the images drawn are opaque.
    open var opaque: Bool = false
}

/// The context a renderer's drawing actions draw into.
@available(iOS 10.0, *)
open class UIGraphicsRendererContext: NSObject {
    /// Fills `rect` with the current fill color in a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
}

/// The context an image renderer's drawing actions draw into.
@available(iOS 10.0, *)
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// A graphics renderer.
@available(iOS 10.0, *)
open class UIGraphicsRenderer: NSObject {}

/// A renderer that draws images.
@available(iOS 10.0, *)
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// Creates a renderer of images of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {}

    /// An image drawn by `actions`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
}

// MARK: - Traits as types (iOS 17)

/// A trait: a type that is the key of one value in a trait collection.
///
/// As in the SDK's Swift overlay, the protocol is not `@MainActor` (the Objective-C protocol of the same name is, but
/// Swift types adopt this one), `Value` has no default and no `Sendable` requirement, and `identifier`, `name` and
/// `affectsColorAppearance` have defaults. The overlay's underscored requirements are left out.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Self.Value { get }
    /// A unique identifier, in reverse-DNS form.
    static var identifier: String { get }
    /// A short name for debugging.
    static var name: String { get }
    /// Whether changes of the trait make views redraw their dynamic colors and images.
    static var affectsColorAppearance: Bool { get }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    /// The type's fully qualified name.
    public static var identifier: String { String(reflecting: self) }
    /// The type's name.
    public static var name: String { String(describing: self) }
    /// `false`: a custom trait affects color appearance only when it says so.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as a key.
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// A mutable set of trait values.
///
/// The SDK adds overloads of the subscript for `CGFloat`, `Double`, `Int`, `Bool` and raw-representable values;
/// only the generic one is copied, which every use of the others also type-checks against.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
    /// The value of a trait.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition { get set }
}

/// The interface-style trait.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// `true`.
    public static let affectsColorAppearance = true
    /// The value type.
    public typealias Value = UIUserInterfaceStyle
}

/// The contrast trait.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// The trait's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
    /// `true`.
    public static let affectsColorAppearance = true
    /// The value type.
    public typealias Value = UIAccessibilityContrast
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The light or dark interface style.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }

    /// The contrast setting.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    /// The value of a trait (read-only; the SDK's typed overloads are left out, as for `UIMutableTraits`).
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        T.defaultValue
    }

    /// A closure that changes trait values.
    public typealias TraitMutations = (_ mutableTraits: inout any UIMutableTraits) -> Void

    /// Creates a trait collection with the traits `mutations` sets.
    public convenience init(mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void) {
        self.init()
    }

    /// Creates a trait collection with one trait value.
    public convenience init<T>(_ trait: T.Type, value: T.Value) where T: UITraitDefinition {
        self.init()
    }

    /// A copy of this collection with the changes `mutations` makes.
    public func modifyingTraits(
        _ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void
    ) -> UITraitCollection {
        self
    }

    /// A copy of this collection with one trait value replaced.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection where T: UITraitDefinition {
        self
    }

    /// The traits whose values differ from those in `traitCollection`.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] { [] }

    /// The system traits that dynamic colors depend on.
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [] }
}

/// The trait values a view, view controller or window scene overrides for itself and its descendants.
///
/// A struct in the SDK (not a protocol), not `Sendable`, and without a public initializer.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible, CustomDebugStringConvertible {
    /// Whether a trait is overridden.
    public func contains(_ trait: UITrait) -> Bool { false }

    /// Stops overriding a trait.
    public mutating func remove(_ trait: UITrait) {}

    /// The overridden value of a trait, or its inherited value.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        get { T.defaultValue }
        set {}
    }

    /// A textual form of the overrides.
    public var description: String { "UITraitOverrides" }

    /// A textual form of the overrides for debugging.
    public var debugDescription: String { "UITraitOverrides" }
}

/// An object that has a trait collection.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }
}

/// The token `registerForTraitChanges` returns.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// An object that reports changes of traits.
///
/// Only the closure form of `registerForTraitChanges` is copied; the target-action forms need `Selector`, which
/// Linux lacks.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
public protocol UITraitChangeObservable {
    /// The closure called after a change, with the environment and its previous traits.
    typealias TraitChangeHandler<TraitEnvironment> =
        (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Void
    where TraitEnvironment: UITraitEnvironment

    /// Calls `handler` after any of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment

    /// Stops a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The registration token of this stub.
@available(iOS 17.0, tvOS 17.0, *)
private final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    /// The token itself.
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

// MARK: - Responders

/// An object in the responder chain; UIKit binds it to the main actor.
@MainActor
open class UIResponder: NSObject {}

/// A view that shows an image.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
}

/// A rectangular area of the interface.
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    /// Creates a view with a frame.
    public init(frame: CGRect) {
        super.init()
    }

    /// Creates a view from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The interface style this view and its descendants use, instead of the inherited one.
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The traits of the view's environment.
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// The view's direct subviews.
    open var subviews: [UIView] { [] }

    /// The window the view is in, if any.
    open var window: UIWindow? { nil }

    /// Adds a subview.
    open func addSubview(_ view: UIView) {}

    /// Lays out the view now if a layout is pending.
    open func layoutIfNeeded() {}

    /// Marks the view as needing a layout.
    open func setNeedsLayout() {}

    /// Marks the view as needing to be drawn again.
    open func setNeedsDisplay() {}
}

/// An object that manages a view hierarchy.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    /// Creates a view controller, with its view from a nib if one is named.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view controller without a nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded on first use (`null_resettable` in the SDK, hence the implicitly unwrapped optional).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! = nil

    /// The interface style this controller, its children and its views use, instead of the inherited one.
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The traits of the controller's environment.
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

/// A window, the root of a view hierarchy.
@MainActor
open class UIWindow: UIView {
    /// Creates a window in a scene.
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
    }

    /// Creates a window with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The scene the window is in.
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene?

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController?

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {}
}

/// One instance of the app's interface.
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    /// Unavailable, as in the SDK: UIKit creates scenes.
    @available(*, unavailable)
    public override init() {
        super.init()
    }
}

/// A scene that manages windows.
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// The windows of the scene.
    open var windows: [UIWindow] { [] }

    /// The scene's key window.
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { nil }

    /// The traits of the scene.
    open var traitCollection: UITraitCollection { UITraitCollection() }
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

// MARK: - Trait overrides and trait-change registration (iOS 17)

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {
    /// Calls `handler` after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        TraitChangeRegistration()
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}

    /// The trait values this view overrides for itself and its subviews.
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides() }
        set {}
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {
    /// Calls `handler` after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping UIViewController.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        TraitChangeRegistration()
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}

    /// The trait values this view controller overrides for itself, its children and its views.
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides() }
        set {}
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIWindowScene: UITraitChangeObservable {
    /// Calls `handler` after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping UIWindowScene.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        TraitChangeRegistration()
    }

    /// Stops a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}

    /// The trait values this scene overrides for all its windows.
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides() }
        set {}
    }
}
