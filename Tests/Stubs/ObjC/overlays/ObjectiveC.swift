// Swift overlay of the ObjectiveC stub module (after Apple's ObjectiveC overlay and the Swift
// test suite's mock SDK): the types the importer maps BOOL and SEL to.
@_exported import ObjectiveC  // Clang module

/// Objective-C's BOOL; on 64-bit iOS it is C's bool.
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    private var value: Bool
    /// Creates an Objective-C `BOOL` with the truth value of a Swift `Bool`.
    public init(_ value: Bool) { self.value = value }
    /// Creates an Objective-C `BOOL` from a `true` or `false` literal.
    public init(booleanLiteral value: Bool) { self.value = value }
    /// The value as a Swift `Bool`.
    public var boolValue: Bool { value }
}

/// An Objective-C selector.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    private var name: String
    /// Creates the selector of a method name, registering it with the Objective-C runtime as Apple's overlay does.
    public init(_ name: String) { self.name = name }
    /// Creates the selector of a method name written as a string literal.
    public init(stringLiteral name: String) { self.name = name }
}

/// An allocation zone, which the importer maps `NSZone *` to (as Apple's ObjectiveC overlay declares it).
@frozen
public struct NSZone {
    private var pointer: OpaquePointer
}

extension NSObject: Equatable, Hashable {
    /// Whether two objects are equal by the left one's `isEqual(_:)`, as in Apple's ObjectiveC overlay.
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    /// Feeds the object's `hash` to the hasher, so hashing agrees with `isEqual(_:)`, as Apple's overlay does.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

// Entry points SILGen looks up when it bridges Bool to BOOL in @objc thunks.
/// Converts a Swift `Bool` to an Objective-C `BOOL`, for a `Bool` that an `@objc` thunk passes to Objective-C.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
/// Converts an Objective-C `BOOL` to a Swift `Bool`, for a `BOOL` that an `@objc` thunk receives from Objective-C.
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
