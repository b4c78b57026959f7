// Swift overlay of the UIKit stub module: the Swift-only trait API of iOS 17, with the signatures and annotations of
// Apple's UIKit.swiftinterface (iOS 18 SDK). Like Apple's, its declarations shadow the Objective-C protocols
// UITraitDefinition, UIMutableTraits and UITraitOverrides, the typedef UITrait and the `traitOverrides` properties
// of <UIKit/UITrait.h>, <UIKit/UITraitCollection.h>, <UIKit/UIView.h> and <UIKit/UIViewController.h>.
// Only the generic subscripts are copied (Apple adds overloads for CGFloat, Double, Int, Bool and raw-representable
// values, and underscored requirements); the same subset as Tests/Stubs/UIKit.swift. Bodies never run.
@_exported import Foundation
@_exported import UIKit  // Clang module

/// A type that defines a trait: the key of one value in a trait collection, with the value's type and default.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static var identifier: Swift.String { get }
    static var name: Swift.String { get }
    static var affectsColorAppearance: Swift.Bool { get }
}

/// A trait definition type as a value: the key that APIs taking a list of traits (`registerForTraitChanges`) use.
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UIKit.UITraitDefinition.Type

@available(iOS 17.0, tvOS 17.0, *)
extension UIKit.UITraitDefinition {
    /// The trait's unique identifier; by default the trait type's fully qualified name.
    public static var identifier: Swift.String { String(reflecting: self) }
    /// The trait's short name for debugging; by default the trait type's name.
    public static var name: Swift.String { String(describing: self) }
    /// Whether changes of the trait make views redraw dynamic colors and images; by default `false`.
    public static var affectsColorAppearance: Swift.Bool { false }
}

/// A mutable set of trait values, as the closures of `UITraitCollection(mutations:)` and `traitOverrides` see it.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
    subscript<T>(trait: T.Type) -> T.Value where T: UIKit.UITraitDefinition { get set }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    /// The value of a custom trait in this trait collection, or the trait's default value.
    public subscript<T>(trait: T.Type) -> T.Value where T: UIKit.UITraitDefinition {
        T.defaultValue
    }
    /// A copy of this trait collection with one trait's value replaced.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection where T: UIKit.UITraitDefinition {
        self
    }
    /// Creates a trait collection that contains only one trait's value.
    convenience public init<T>(_ trait: T.Type, value: T.Value) where T: UIKit.UITraitDefinition { self.init() }
    /// A closure that sets trait values in a mutable set of traits, as `UITraitCollection(mutations:)` takes.
    public typealias TraitMutations = (_ mutableTraits: inout any UIKit.UIMutableTraits) -> Swift.Void
    /// Creates a trait collection with the trait values that a closure sets.
    convenience public init(mutations: (_ mutableTraits: inout any UIKit.UIMutableTraits) -> Swift.Void) {
        self.init()
    }
    /// A copy of this trait collection with the changes that a closure makes to its trait values.
    public func modifyingTraits(
        _ mutations: (_ mutableTraits: inout any UIKit.UIMutableTraits) -> Swift.Void
    ) -> UITraitCollection { self }
    /// The traits whose values differ between this trait collection and another one.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UIKit.UITrait] { [] }
    /// The system traits whose changes affect how dynamic colors and images resolve.
    public static var systemTraitsAffectingColorAppearance: [UIKit.UITrait] { [] }
}

/// The trait values that a view, view controller or window scene overrides for itself and its descendants.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIKit.UIMutableTraits {
    init() {}
    /// Whether the overrides contain a value for a trait.
    public func contains(_ trait: UIKit.UITrait) -> Swift.Bool { false }
    /// Removes the override of a trait, so that its value is inherited again.
    public mutating func remove(_ trait: UIKit.UITrait) {}
    /// The overridden value of a trait, or its inherited value if it is not overridden; setting it overrides the trait.
    public subscript<T>(trait: T.Type) -> T.Value where T: UIKit.UITraitDefinition {
        get { T.defaultValue }
        set {}
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIKit.UITraitOverrides: Swift.CustomStringConvertible, Swift.CustomDebugStringConvertible {
    /// A textual representation of the overridden traits and their values.
    public var description: Swift.String { "UITraitOverrides" }
    /// A textual representation of the overridden traits and their values, for debugging.
    public var debugDescription: Swift.String { "UITraitOverrides" }
}

/// An object that can register to be told when traits in its trait collection change.
@available(iOS 17.0, tvOS 17.0, *)
@_Concurrency.MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment> =
        (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Swift.Void
    where TraitEnvironment: UITraitEnvironment
    @discardableResult
    @_Concurrency.MainActor func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UIKit.UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment
    @discardableResult
    @_Concurrency.MainActor func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        target: Any,
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration
    @discardableResult
    @_Concurrency.MainActor func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration
    @_Concurrency.MainActor func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// What the stub's `registerForTraitChanges` returns.
@available(iOS 17.0, tvOS 17.0, *)
private final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UIKit.UITraitChangeObservable {
    /// Registers a closure that UIKit calls after any of the given traits of this view changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UIKit.UITrait],
        handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment { TraitChangeRegistration() }
    /// Registers an action that UIKit sends to a target after any of the given traits of this view changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        target: Any,
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    /// Registers an action of this view that UIKit calls after any of the given traits changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    /// Cancels a trait change registration, so that its closure or action is no longer called.
    @_Concurrency.MainActor public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
    /// The trait values this view overrides for itself and its subviews.
    @_Concurrency.MainActor @preconcurrency public var traitOverrides: UIKit.UITraitOverrides {
        get { UIKit.UITraitOverrides() }
        set {}
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UIKit.UITraitChangeObservable {
    /// Registers a closure that UIKit calls after any of the given traits of this view controller changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UIKit.UITrait],
        handler: @escaping UIViewController.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment { TraitChangeRegistration() }
    /// Registers an action that UIKit sends to a target after any of the given traits of this view controller changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        target: Any,
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    /// Registers an action of this view controller that UIKit calls after any of the given traits changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    /// Cancels a trait change registration, so that its closure or action is no longer called.
    @_Concurrency.MainActor public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
    /// The trait values this view controller overrides for itself, its view and its children.
    @_Concurrency.MainActor @preconcurrency public var traitOverrides: UIKit.UITraitOverrides {
        get { UIKit.UITraitOverrides() }
        set {}
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIWindowScene: UIKit.UITraitChangeObservable {
    /// Registers a closure that UIKit calls after any of the given traits of this window scene changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UIKit.UITrait],
        handler: @escaping UIWindowScene.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment { TraitChangeRegistration() }
    /// Registers an action that UIKit sends to a target after any of the given traits of this window scene changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        target: Any,
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    /// Registers an action of this window scene that UIKit calls after any of the given traits changes.
    @discardableResult
    @_Concurrency.MainActor public func registerForTraitChanges(
        _ traits: [UIKit.UITrait],
        action: ObjectiveC.Selector
    ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    /// Cancels a trait change registration, so that its closure or action is no longer called.
    @_Concurrency.MainActor public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
    /// The trait values this window scene overrides for itself and its windows.
    @_Concurrency.MainActor @preconcurrency public var traitOverrides: UIKit.UITraitOverrides {
        get { UIKit.UITraitOverrides() }
        set {}
    }
}

// The two system traits palettec's colors depend on. In the SDK the Objective-C classes of these names are
// Swift-private (UIKit.apinotes); they are not in the header excerpts. The values are the plain stubs'.
/// The system trait of the light or dark interface style, `userInterfaceStyle` of a trait collection.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UIKit.UITraitDefinition {
    /// The style when none was set: `.unspecified`.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// The trait's short name for debugging.
    public static let name: Swift.String = "UserInterfaceStyle"
    /// The trait's unique identifier.
    public static let identifier: Swift.String = "UITraitUserInterfaceStyle"
    /// `true`: a change of interface style makes views redraw their dynamic colors and images.
    public static let affectsColorAppearance: Swift.Bool = true
    /// The trait's value type, `UIUserInterfaceStyle`.
    public typealias Value = UIUserInterfaceStyle
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIKit.UIMutableTraits {
    /// The light or dark interface style in this set of trait values.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UIKit.UITraitUserInterfaceStyle.self] }
        set { self[UIKit.UITraitUserInterfaceStyle.self] = newValue }
    }
}

/// The system trait of the accessibility contrast setting, `accessibilityContrast` of a trait collection.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UIKit.UITraitDefinition {
    /// The contrast when none was set: `.unspecified`.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// The trait's short name for debugging.
    public static let name: Swift.String = "AccessibilityContrast"
    /// The trait's unique identifier.
    public static let identifier: Swift.String = "UITraitAccessibilityContrast"
    /// `true`: a change of contrast makes views redraw their dynamic colors and images.
    public static let affectsColorAppearance: Swift.Bool = true
    /// The trait's value type, `UIAccessibilityContrast`.
    public typealias Value = UIAccessibilityContrast
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIKit.UIMutableTraits {
    /// The normal or high contrast setting in this set of trait values.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UIKit.UITraitAccessibilityContrast.self] }
        set { self[UIKit.UITraitAccessibilityContrast.self] = newValue }
    }
}
