// Runnable simulation of the UIKit API that palettec's generated UIKit code uses, for running that code on Linux.
// The public declarations and their annotations are those of `Tests/Stubs/UIKit.swift` (the `@MainActor` responder
// classes, the `@unchecked Sendable` colors and trait collections, the non-`Sendable` `UITraitOverrides`, the
// `@Sendable` dynamic provider), for the members the generated code uses; the bodies implement what Apple documents.
// README.md in this folder lists what is simulated, from which documentation, and what it cannot show. Members whose
// documentation starts "Simulation only" are not Apple API: they stand in for what UIKit and the system do.

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

// MARK: - Trait values (simulation internals)

/// One trait's value, kept with its trait type: trait collections and overrides store these by
/// `ObjectIdentifier` of the trait type.
class SimulatedTraitValue {
    /// The trait type.
    var trait: UITrait { fatalError("abstract") }

    /// Whether `other` (a value of the same trait, or `nil` for the trait's default) equals this value.
    func isEqual(to other: SimulatedTraitValue?) -> Bool { fatalError("abstract") }
}

/// The value of trait `T`.
final class SimulatedTypedTraitValue<T: UITraitDefinition>: SimulatedTraitValue {
    /// The value.
    let value: T.Value

    /// Keeps a value of `T`.
    init(_ value: T.Value) {
        self.value = value
    }

    /// `T`.
    override var trait: UITrait { T.self }

    /// Compares by `==` when the trait's value type is `Equatable`; values of other types never compare equal, so
    /// every change of such a trait counts as a change.
    override func isEqual(to other: SimulatedTraitValue?) -> Bool {
        let otherValue = (other as? SimulatedTypedTraitValue<T>)?.value ?? T.defaultValue
        guard let equatable = T.Value.self as? any Equatable.Type else { return false }
        return equatable.simulatedEqual(value, otherValue)
    }
}

extension Equatable {
    /// Whether two values, both of this type, are equal.
    fileprivate static func simulatedEqual(_ left: Any, _ right: Any) -> Bool {
        guard let left = left as? Self, let right = right as? Self else { return false }
        return left == right
    }
}

/// Trait values by trait type.
typealias SimulatedTraitValues = [ObjectIdentifier: SimulatedTraitValue]

/// A value of a trait, read from stored values: the stored one, else the trait's default.
private func simulatedValue<T: UITraitDefinition>(of trait: T.Type, in values: SimulatedTraitValues) -> T.Value {
    (values[ObjectIdentifier(trait)] as? SimulatedTypedTraitValue<T>)?.value ?? T.defaultValue
}

// MARK: - Trait collections

/// The traits a view has, which dynamic colors are resolved with.
///
/// The collection holds the trait values that were set in it; every other trait has its default value. The interface
/// style and the contrast are traits like custom ones (`UITraitUserInterfaceStyle`, `UITraitAccessibilityContrast`).
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The values set in this collection.
    let simulatedValues: SimulatedTraitValues

    /// Creates a collection with these values.
    init(simulatedValues: SimulatedTraitValues) {
        self.simulatedValues = simulatedValues
        super.init()
    }

    /// Creates a collection in which every trait has its default value.
    public override convenience init() {
        self.init(simulatedValues: [:])
    }

    /// Creates a trait collection with only an interface style.
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, value: userInterfaceStyle)
    }

    /// Creates a trait collection with only a contrast setting.
    @available(iOS 13.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, value: accessibilityContrast)
    }

    /// Creates a trait collection that combines others; later ones win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values: SimulatedTraitValues = [:]
        for collection in traitCollections {
            values.merge(collection.simulatedValues) { $1 }
        }
        self.init(simulatedValues: values)
    }

    /// The light or dark interface style.
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }

    /// The contrast setting.
    @available(iOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }

    /// The trait collection UIKit resolves dynamic colors with on the current thread (an empty collection until set).
    @available(iOS 13.0, *)
    open class var current: UITraitCollection {
        get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? UITraitCollection() }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// The thread-dictionary key of `current`.
    private static let currentKey = "UIKitSim.UITraitCollection.current"

    /// Runs `actions` with this trait collection as `current`.
    @available(iOS 13.0, *)
    open func performAsCurrent(_ actions: () -> Void) {
        let saved = Self.current
        Self.current = self
        actions()
        Self.current = saved
    }

    /// This collection with an interface style (unless `.unspecified`) and then `overrides` set on top: how a
    /// view, view controller or window scene derives its traits from those it inherits.
    func simulatedApplying(style: UIUserInterfaceStyle, overrides: SimulatedTraitValues) -> UITraitCollection {
        var values = simulatedValues
        if style != .unspecified {
            values[ObjectIdentifier(UITraitUserInterfaceStyle.self)] =
                SimulatedTypedTraitValue<UITraitUserInterfaceStyle>(style)
        }
        values.merge(overrides) { $1 }
        return UITraitCollection(simulatedValues: values)
    }
}

// MARK: - Colors

/// A color, possibly dynamic.
open class UIColor: NSObject, @unchecked Sendable {
    /// What a color is made of.
    private enum Content {
        /// Fixed components, in Display P3 or extended sRGB.
        case components(isDisplayP3: Bool, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        /// A provider UIKit calls with a trait collection.
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    /// What this color is made of.
    private let content: Content

    /// Creates a color from extended sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        content = .components(isDisplayP3: false, red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// Creates a color from Display P3 components.
    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        content = .components(isDisplayP3: true, red: displayP3Red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// Creates a dynamic color whose provider UIKit calls with the trait collection it draws for.
    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        content = .dynamic(dynamicProvider)
        super.init()
    }

    /// The color a dynamic color takes for a trait collection: the provider's color (itself resolved with the same
    /// traits), or this color when it is not dynamic.
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch content {
        case .components:
            return self
        case .dynamic(let provider):
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The Core Graphics color of this color as it is now: a dynamic color resolved with `UITraitCollection.current`.
    open var cgColor: CGColor {
        let resolved = resolvedColor(with: UITraitCollection.current)
        guard case .components(let isDisplayP3, let red, let green, let blue, let alpha) = resolved.content else {
            return CGColor(gray: 0, alpha: 1)
        }
        if isDisplayP3 {
            return CGColor(simulatedDisplayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Simulation only: the color space and components this color was created with, or `nil` for a dynamic color
    /// (UIKit's `getRed(_:green:blue:alpha:)` would convert Display P3 to extended sRGB, which is not simulated).
    public var simulatedComponents: (isDisplayP3: Bool, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        guard case .components(let isDisplayP3, let red, let green, let blue, let alpha) = content else { return nil }
        return (isDisplayP3, red, green, blue, alpha)
    }
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

/// Trait values being built by a `UITraitCollection(mutations:)` or `modifyingTraits(_:)` closure.
private struct SimulatedMutableTraits: UIMutableTraits {
    /// The values set so far.
    var values: SimulatedTraitValues

    /// The value of a trait: the one set, else its default.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        get { simulatedValue(of: trait, in: values) }
        set { values[ObjectIdentifier(trait)] = SimulatedTypedTraitValue<T>(newValue) }
    }

    /// Runs `mutations` on `values` and returns what it set; a closure that replaces the mutable traits with another
    /// `UIMutableTraits` value loses its changes (not simulated).
    static func applying(
        _ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void,
        to values: SimulatedTraitValues
    ) -> SimulatedTraitValues {
        var traits: any UIMutableTraits = SimulatedMutableTraits(values: values)
        mutations(&traits)
        return (traits as? SimulatedMutableTraits)?.values ?? values
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    /// The value of a trait (read-only; the SDK's typed overloads are left out, as for `UIMutableTraits`).
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        simulatedValue(of: trait, in: simulatedValues)
    }

    /// A closure that changes trait values.
    public typealias TraitMutations = (_ mutableTraits: inout any UIMutableTraits) -> Void

    /// Creates a trait collection with the traits `mutations` sets.
    public convenience init(mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void) {
        self.init(simulatedValues: SimulatedMutableTraits.applying(mutations, to: [:]))
    }

    /// Creates a trait collection with one trait value.
    public convenience init<T>(_ trait: T.Type, value: T.Value) where T: UITraitDefinition {
        self.init(simulatedValues: [ObjectIdentifier(trait): SimulatedTypedTraitValue<T>(value)])
    }

    /// A copy of this collection with the changes `mutations` makes.
    public func modifyingTraits(
        _ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void
    ) -> UITraitCollection {
        UITraitCollection(simulatedValues: SimulatedMutableTraits.applying(mutations, to: simulatedValues))
    }

    /// A copy of this collection with one trait value replaced.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection where T: UITraitDefinition {
        var values = simulatedValues
        values[ObjectIdentifier(trait)] = SimulatedTypedTraitValue<T>(value)
        return UITraitCollection(simulatedValues: values)
    }

    /// The traits whose values differ from those in `traitCollection` (a missing collection has every trait at its
    /// default), ordered by name.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        let other = traitCollection?.simulatedValues ?? [:]
        var changed: [UITrait] = []
        for key in Set(simulatedValues.keys).union(other.keys) {
            if let mine = simulatedValues[key] {
                if !mine.isEqual(to: other[key]) { changed.append(mine.trait) }
            } else if let theirs = other[key], !theirs.isEqual(to: nil) {
                changed.append(theirs.trait)
            }
        }
        return changed.sorted { $0.name < $1.name }
    }

    /// The system traits that dynamic colors depend on: of those simulated, the interface style and the contrast.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
    }

    /// Simulation only: the traits whose change from `previous` to this collection makes UIKit resolve dynamic colors
    /// again, the changed traits whose definition has `affectsColorAppearance` set (a system trait that affects
    /// colors, or a custom trait that says so).
    public func simulatedColorAffectingChanges(from previous: UITraitCollection?) -> [UITrait] {
        changedTraits(from: previous).filter { $0.affectsColorAppearance }
    }
}

/// The trait values a view, view controller or window scene overrides for itself and its descendants.
///
/// A struct in the SDK (not a protocol), not `Sendable`, and without a public initializer.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible, CustomDebugStringConvertible {
    /// The overridden values.
    var simulatedOverrides: SimulatedTraitValues
    /// The traits the owner inherits, for reading a trait that is not overridden.
    let simulatedInherited: UITraitCollection

    /// Whether a trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        simulatedOverrides[ObjectIdentifier(trait)] != nil
    }

    /// Stops overriding a trait.
    public mutating func remove(_ trait: UITrait) {
        simulatedOverrides[ObjectIdentifier(trait)] = nil
    }

    /// The overridden value of a trait, or its inherited value.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        get {
            guard contains(trait) else { return simulatedInherited[trait] }
            return simulatedValue(of: trait, in: simulatedOverrides)
        }
        set { simulatedOverrides[ObjectIdentifier(trait)] = SimulatedTypedTraitValue<T>(newValue) }
    }

    /// A textual form of the overrides: the names of the overridden traits.
    public var description: String {
        "UITraitOverrides(" + simulatedOverrides.values.map { $0.trait.name }.sorted().joined(separator: ", ") + ")"
    }

    /// A textual form of the overrides for debugging.
    public var debugDescription: String { description }
}

/// An object that has a trait collection.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }
}

// MARK: - Responders

/// An object in the responder chain; UIKit binds it to the main actor.
@MainActor
open class UIResponder: NSObject {}

/// A rectangular area of the interface.
///
/// A view's traits are those it inherits (its view controller's for a controller's root view, else its superview's;
/// a window's come from its window scene), with its `overrideUserInterfaceStyle` (unless `.unspecified`) and then its
/// `traitOverrides` set on top.
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    /// The direct subviews, back to front.
    private var simulatedSubviews: [UIView] = []
    /// The superview.
    private weak var simulatedSuperview: UIView?
    /// The view controller whose root view this is.
    weak var simulatedViewController: UIViewController?
    /// The trait overrides (iOS 17).
    var simulatedTraitOverrides: SimulatedTraitValues = [:]

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
    open var traitCollection: UITraitCollection {
        simulatedInheritedTraits.simulatedApplying(
            style: overrideUserInterfaceStyle,
            overrides: simulatedTraitOverrides
        )
    }

    /// The traits this view inherits: its view controller's for a controller's root view, else its superview's, else
    /// none (an empty collection; what UIKit gives a view outside any window is not simulated).
    var simulatedInheritedTraits: UITraitCollection {
        if let simulatedViewController { return simulatedViewController.traitCollection }
        return superview?.traitCollection ?? UITraitCollection()
    }

    /// The view that contains this view.
    open var superview: UIView? { simulatedSuperview }

    /// The view's direct subviews.
    open var subviews: [UIView] { simulatedSubviews }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds a subview, in front of the others, taking it from its previous superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        simulatedSubviews.append(view)
        view.simulatedSuperview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview = simulatedSuperview else { return }
        superview.simulatedSubviews.removeAll { $0 === self }
        simulatedSuperview = nil
    }

    /// Lays out the view now if a layout is pending; the simulation has no layout, so this does nothing.
    open func layoutIfNeeded() {}
}

/// An object that manages a view hierarchy.
///
/// Its traits are those of its view's superview (the iOS 17 trait flow), with its `overrideUserInterfaceStyle` and
/// then its `traitOverrides` set on top; its root view inherits them.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    /// The root view, once loaded.
    private var simulatedLoadedView: UIView?
    /// The trait overrides (iOS 17).
    var simulatedTraitOverrides: SimulatedTraitValues = [:]

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

    /// The root view, loaded on first use as a plain `UIView` (`null_resettable` in the SDK, hence the implicitly
    /// unwrapped optional).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get {
            if let simulatedLoadedView { return simulatedLoadedView }
            let view = UIView()
            self.view = view
            return view
        }
        set {
            simulatedLoadedView?.simulatedViewController = nil
            simulatedLoadedView = newValue
            newValue?.simulatedViewController = self
        }
    }

    /// The interface style this controller, its children and its views use, instead of the inherited one.
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The traits of the controller's environment.
    open var traitCollection: UITraitCollection {
        let inherited = simulatedLoadedView?.superview?.traitCollection ?? UITraitCollection()
        return inherited.simulatedApplying(style: overrideUserInterfaceStyle, overrides: simulatedTraitOverrides)
    }
}

/// A window, the root of a view hierarchy; it inherits the traits of its window scene.
@MainActor
open class UIWindow: UIView {
    /// Creates a window in a scene.
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        self.windowScene = windowScene
        windowScene.simulatedAdd(self)
    }

    /// Creates a window with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The scene the window is in; setting it moves the window to that scene.
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.simulatedRemove(self)
            windowScene?.simulatedAdd(self)
        }
    }

    /// The window scene's traits.
    override var simulatedInheritedTraits: UITraitCollection {
        windowScene?.traitCollection ?? UITraitCollection()
    }

    /// The view controller whose view fills the window; setting it installs that view as the window's content view.
    open var rootViewController: UIViewController? {
        didSet {
            if let oldView = oldValue?.view, oldView.superview === self { oldView.removeFromSuperview() }
            if let rootViewController { addSubview(rootViewController.view) }
        }
    }

    /// Shows the window and makes it the key window of its scene.
    open func makeKeyAndVisible() {
        windowScene?.simulatedKeyWindow = self
    }
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

    /// Creates a scene, as UIKit does when it connects one.
    init(simulatedConnection: Void) {
        super.init()
    }
}

/// A scene that manages windows; its traits are the system's, with its `traitOverrides` set on top.
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// A window the scene does not keep alive (apps keep their windows, as in UIKit).
    private struct WeakWindow {
        /// The window.
        weak var window: UIWindow?
    }

    /// The scene's windows, in the order they joined it.
    private var simulatedWindows: [WeakWindow] = []
    /// The key window.
    weak var simulatedKeyWindow: UIWindow?
    /// The trait overrides (iOS 17).
    var simulatedTraitOverrides: SimulatedTraitValues = [:]

    /// Adds a window to the scene.
    func simulatedAdd(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { simulatedWindows.append(WeakWindow(window: window)) }
    }

    /// Takes a window out of the scene.
    func simulatedRemove(_ window: UIWindow) {
        simulatedWindows.removeAll { $0.window === window || $0.window == nil }
    }

    /// The windows of the scene.
    open var windows: [UIWindow] { simulatedWindows.compactMap(\.window) }

    /// The scene's key window.
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { simulatedKeyWindow }

    /// The traits of the scene: the system's (`UIApplication.simulatedSystemTraits`) with the scene's overrides.
    open var traitCollection: UITraitCollection {
        UIApplication.shared.simulatedSystemTraits.simulatedApplying(
            style: .unspecified,
            overrides: simulatedTraitOverrides
        )
    }
}

/// The running app.
@MainActor
open class UIApplication: UIResponder {
    /// The one instance.
    private static let simulatedShared = UIApplication()
    /// The connected scenes, in the order they connected.
    private var simulatedScenes: [UIWindowScene] = []

    /// The app instance; unavailable in app extensions.
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    open class var shared: UIApplication { simulatedShared }

    /// The scenes connected to the app.
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { Set(simulatedScenes) }

    /// Simulation only: the system's traits, what the user set in Settings (Dark Mode, Increase Contrast) and every
    /// window scene inherits; light and normal contrast until changed.
    public var simulatedSystemTraits = UITraitCollection(mutations: {
        $0.userInterfaceStyle = .light
        $0.accessibilityContrast = .normal
    })

    /// Simulation only: connects a new window scene to the app, as UIKit does when the system opens one.
    public func simulatedConnectWindowScene() -> UIWindowScene {
        let scene = UIWindowScene(simulatedConnection: ())
        simulatedScenes.append(scene)
        return scene
    }
}

// MARK: - Trait overrides (iOS 17)

@available(iOS 17.0, tvOS 17.0, *)
extension UIView {
    /// The trait values this view overrides for itself and its subviews.
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get {
            UITraitOverrides(simulatedOverrides: simulatedTraitOverrides, simulatedInherited: simulatedInheritedTraits)
        }
        set { simulatedTraitOverrides = newValue.simulatedOverrides }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController {
    /// The trait values this view controller overrides for itself, its children and its views.
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get {
            let inherited = simulatedLoadedView?.superview?.traitCollection ?? UITraitCollection()
            return UITraitOverrides(simulatedOverrides: simulatedTraitOverrides, simulatedInherited: inherited)
        }
        set { simulatedTraitOverrides = newValue.simulatedOverrides }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIWindowScene {
    /// The trait values this scene overrides for all its windows.
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get {
            UITraitOverrides(
                simulatedOverrides: simulatedTraitOverrides,
                simulatedInherited: UIApplication.shared.simulatedSystemTraits
            )
        }
        set { simulatedTraitOverrides = newValue.simulatedOverrides }
    }
}
