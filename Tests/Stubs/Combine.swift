// Signature stub of the Combine API that palettec's generated Swift uses, for typechecking on Linux only.
// Signatures follow `Combine.swiftinterface` of the iOS 18.1 SDK (as committed to the public xybp888/iOS-SDKs
// repository) and Xcode's generated Combine interface; bodies do nothing. That interface is built in Swift 5 mode and
// audits nothing for `Sendable`, so `ObservableObjectPublisher`, `AnyCancellable`, `Published` and the protocols here
// are not `Sendable` either. Only the frozen value types `Subscribers.Demand` and `Subscribers.Completion` are, as
// the compiler infers for frozen types. The publisher operators (`map`, `receive(on:)`, subjects, …) are left out.

/// A type whose activity can be cancelled.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}

/// The identity of a publisher or subscriber stream.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    /// The object this identifier was made from, if any.
    private let object: ObjectIdentifier?

    /// Creates a unique identifier.
    public init() {
        object = nil
    }

    /// Creates the identifier of an object.
    public init(_ obj: AnyObject) {
        object = ObjectIdentifier(obj)
    }

    /// A textual form of the identifier.
    public var description: String { "CombineIdentifier" }
}

/// A type with a stream identity.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol CustomCombineIdentifierConvertible {
    /// The identity of the stream.
    var combineIdentifier: CombineIdentifier { get }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The identity of the object.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// The connection of a subscriber to a publisher.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells the publisher that it may send more values.
    func request(_ demand: Subscribers.Demand)
}

/// The namespace of subscriber types.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
    /// How many values a subscriber wants.
    @frozen public struct Demand: Equatable, Hashable, CustomStringConvertible, Sendable {
        /// The number of values, or `nil` for no limit.
        public let max: Int?

        /// Creates a demand.
        private init(max: Int?) {
            self.max = max
        }

        /// As many values as the publisher sends.
        public static let unlimited = Demand(max: nil)
        /// No more values.
        public static let none = Demand(max: 0)

        /// At most `value` values.
        public static func max(_ value: Int) -> Demand {
            Demand(max: value)
        }

        /// A textual form of the demand.
        public var description: String {
            max.map { "max(\($0))" } ?? "unlimited"
        }
    }

    /// How a publisher ended.
    @frozen public enum Completion<Failure: Error>: Sendable {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped with an error.
        case failure(Failure)
    }
}

/// A type that receives values from a publisher.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it receives.
    associatedtype Input
    /// The errors it receives.
    associatedtype Failure: Error

    /// Receives the subscription.
    func receive(subscription: any Subscription)
    /// Receives a value and answers how many more it wants.
    func receive(_ input: Self.Input) -> Subscribers.Demand
    /// Receives the end of the stream.
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// A type that sends values over time.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    /// The values it sends.
    associatedtype Output
    /// The errors it sends.
    associatedtype Failure: Error

    /// Attaches a subscriber.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Attaches a subscriber.
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }
}

/// A cancellable that cancels when it is deinitialized.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    /// Creates a cancellable that runs `cancel` when cancelled.
    public init(_ cancel: @escaping () -> Void) {}

    /// Creates a cancellable that cancels `canceller`.
    public init<C>(_ canceller: C) where C: Cancellable {}

    /// Cancels the activity.
    final public func cancel() {}

    /// Hashes the cancellable's identity.
    final public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Whether two cancellables are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Keeps this cancellable in a set.
    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Subscribes with closures for the values and the completion.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable {
        AnyCancellable {}
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
    /// Subscribes with a closure for the values.
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        AnyCancellable {}
    }
}

/// An object with a publisher that emits before the object changes.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    /// The publisher's type.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// Emits before the object changes.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before any `@Published` property changes.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an observable object.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    /// It sends no value, only the fact of a change.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// Creates a publisher.
    public init() {}

    /// Attaches a subscriber.
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {}

    /// Tells the subscribers that the object is about to change.
    final public func send() {}
}

/// A property of a class that publishes its changes; `$property` is its publisher.
///
/// As in the SDK, `wrappedValue` is unavailable: the compiler goes through the enclosing-instance subscript, which
/// needs a class, so `@Published` on a property of a struct fails to compile.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Published<Value> {
    /// The current value.
    private var value: Value

    /// Creates the property with its first value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Creates the property with its first value.
    public init(initialValue: Value) {
        value = initialValue
    }

    /// The publisher of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        /// Attaches a subscriber.
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {}
    }

    /// The publisher, reached with `$property`.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher() }
        set {}
    }

    /// Unavailable: a `@Published` property is read and written through the enclosing instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// Reads and writes a `@Published` property of a class.
    public static subscript<EnclosingSelf>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf: AnyObject {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}
