// Signature stub of the SwiftUI API that palettec's generated Swift uses, shared by both flavours, for typechecking
// on Linux only; `SwiftUI-ios.swift` or `SwiftUI-macos.swift` adds the UIKit or AppKit bridges to the same module.
// Signatures and annotations follow Apple's SwiftUI documentation and `SwiftUICore.swiftinterface` of the iOS 18.1 SDK
// (as committed to the public xybp888/iOS-SDKs repository): `View` and `ViewModifier` are
// `@MainActor @preconcurrency`, and the modifiers (`modifier(_:)`, `preferredColorScheme(_:)`, `environment(_:_:)`)
// are `nonisolated`. A primitive view that conforms to `View` in its own declaration (`EmptyView`, `TupleView`) is
// main-actor isolated by inference, as in the SDK; `Color` conforms in an extension and stays nonisolated.
// `EnvironmentKey` does not require a `Sendable` value. Combine is imported, not re-exported: the real SwiftUI
// interface imports Combine without `@_exported` (on Apple platforms `ObservableObject` and `Published` reach
// `import SwiftUI` files through typealiases in the Foundation overlay, which Linux's Foundation lacks), so code that
// names them must `import Combine`. Bodies do nothing, or trap where a value cannot be made; they never run.

import Combine
import Observation

// MARK: - Views

/// A piece of user interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

/// A view that shows nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

/// The views of a view builder's block.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
    /// The views.
    public var value: T

    /// Creates the view from its views.
    public init(_ value: T) {
        self.value = value
    }

    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

/// One of two views, picked by an `if`/`else` in a view builder.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

/// Builds views from the statements of a closure.
///
/// Fewer overloads than the SDK (no fixed-arity `buildBlock` before the parameter-pack one, no
/// `buildLimitedAvailability`), so a builder that type-checks here type-checks against the SDK too.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    /// Passes a view through.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// An empty block.
    public static func buildBlock() -> EmptyView {
        fatalError("signature stub")
    }

    /// A block of one view.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// A block of several views.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> where repeat each Content: View {
        fatalError("signature stub")
    }

    /// An `if` without `else`.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
}

// MARK: - Modifiers

/// A modifier that makes a new view from a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View

    /// Makes the modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// The view being modified.
    typealias Content = _ViewModifier_Content<Self>
}

/// The view a modifier's `body(content:)` modifies.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

/// A view with a modifier applied.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Creates the modified view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// This view with `modifier` applied.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Asks the presentation that shows this view for a color scheme; `nil` follows the system.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        self
    }

    /// Sets an environment value for this view and its descendants.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }

    /// Puts an observable object into the environment of this view and its descendants.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        self
    }
}

// MARK: - Colors and shape styles

/// A color or other way to fill or stroke a shape.
///
/// The SDK's requirements (`resolve(in:)`, `_apply(to:)`, …) are left out: only conforming `Color` and writing
/// `extension ShapeStyle where Self == Color` are needed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// Whether an interface is light or dark.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light scheme.
    case light
    /// The dark scheme.
    case dark
}

/// A SwiftUI color, resolved from the environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// The color's description.
    public var description: String { "Color" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

// MARK: - Images

/// A SwiftUI image.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
    /// How an image is drawn: as it is, or in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Its alpha in the foreground style.
        case template
        /// As it is.
        case original
    }

    /// The image drawn in a rendering mode (`nil`: the default).
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// A primitive view has no body.
    public var body: Never { fatalError("signature stub") }
}

/// The contrast of an environment's colors.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// Standard contrast.
    case standard
    /// Increased contrast.
    case increased
}

// MARK: - Environment

/// A key of a value in the environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value

    /// The value when none was set.
    static var defaultValue: Self.Value { get }
}

/// The environment values of a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates the default environment.
    public init() {}

    /// The value of a key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }

    /// The environment's description.
    public var description: String { "EnvironmentValues" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// The color scheme of the view.
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }

    /// The contrast the system asks for (read-only).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

/// A property that SwiftUI updates before it evaluates a view's body.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// Updates the property.
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A property that reads a value from the view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// Reads the value at a key path of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// The value.
    public var wrappedValue: Value { fatalError("signature stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
    /// Reads an observable object of a type from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
}

/// A reference to a value that a view can read and write.
///
/// Not `Sendable`, and without `init(get:set:)`, whose closure annotations were not checked against the SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    /// Creates a binding from another, as `$property` passes it.
    public init(projectedValue: Binding<Value>) {}

    /// The value.
    public var wrappedValue: Value {
        get { fatalError("signature stub") }
        nonmutating set {}
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("signature stub")
    }
}

/// A value a view owns.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// Creates the state with its first value.
    public init(wrappedValue value: Value) {}

    /// Creates the state with its first value.
    public init(initialValue value: Value) {}

    /// The value.
    public var wrappedValue: Value {
        get { fatalError("signature stub") }
        nonmutating set {}
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { fatalError("signature stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates the state with `nil`.
    public init() {}
}

/// A property that observes an `ObservableObject` owned elsewhere.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Bindings to the object's properties.
    @MainActor @preconcurrency @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// A binding to a property of the object.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError("signature stub")
        }
    }

    /// Observes an object.
    @MainActor @preconcurrency public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Observes an object.
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType

    /// Bindings to the object's properties.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        fatalError("signature stub")
    }
}

/// A property that creates and owns an `ObservableObject`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Creates the object on first use with `thunk`.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    /// The object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("signature stub") }

    /// Bindings to the object's properties.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        fatalError("signature stub")
    }
}
