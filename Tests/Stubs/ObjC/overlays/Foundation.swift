// Swift overlay of the Foundation stub module: the Objective-C bridging conformances that Apple's
// Foundation overlay declares. Bodies never run; this module is only for typechecking.
@_exported import CoreGraphics
@_exported import Foundation  // Clang module
@_exported import ObjectiveC

extension String: _ObjectiveCBridgeable {
    /// The Objective-C class that a string bridges to: `NSString`, as in Foundation's overlay.
    public typealias _ObjectiveCType = NSString
    /// Bridges the string to `NSString`, as Foundation's overlay does.
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    /// Bridges an `NSString` to a string for a forced cast (`as!`), as Foundation's overlay does.
    public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) { fatalError() }
    /// Bridges an `NSString` to a string for a conditional cast (`as?`); returns whether it succeeded.
    @discardableResult
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout String?) -> Bool { fatalError() }
    /// Bridges an `NSString` from Objective-C to a string, taking `nil` as an empty string.
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> String { fatalError() }
}

extension Array: _ObjectiveCBridgeable {
    /// The Objective-C class that an array bridges to: `NSArray`, as in Foundation's overlay.
    public typealias _ObjectiveCType = NSArray
    /// Bridges the array to `NSArray`, as Foundation's overlay does.
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    /// Bridges an `NSArray` to an array for a forced cast (`as!`), as Foundation's overlay does.
    public static func _forceBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) { fatalError() }
    /// Bridges an `NSArray` to an array for a conditional cast (`as?`); returns whether it succeeded.
    @discardableResult
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) -> Bool { fatalError() }
    /// Bridges an `NSArray` from Objective-C to an array, taking `nil` as an empty array.
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSArray?) -> Array { fatalError() }
}

extension Dictionary: _ObjectiveCBridgeable {
    /// The Objective-C class that a dictionary bridges to: `NSDictionary`, as in Foundation's overlay.
    public typealias _ObjectiveCType = NSDictionary
    /// Bridges the dictionary to `NSDictionary`, as Foundation's overlay does.
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
    /// Bridges an `NSDictionary` to a dictionary for a forced cast (`as!`), as Foundation's overlay does.
    public static func _forceBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) { fatalError() }
    /// Bridges an `NSDictionary` to a dictionary for a conditional cast (`as?`); returns whether it succeeded.
    @discardableResult
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) -> Bool {
        fatalError()
    }
    /// Bridges an `NSDictionary` from Objective-C to a dictionary, taking `nil` as an empty dictionary.
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDictionary?) -> Dictionary { fatalError() }
}

extension Set: _ObjectiveCBridgeable {
    /// The Objective-C class that a set bridges to: `NSSet`, as in Foundation's overlay.
    public typealias _ObjectiveCType = NSSet
    /// Bridges the set to `NSSet`, as Foundation's overlay does.
    public func _bridgeToObjectiveC() -> NSSet { fatalError() }
    /// Bridges an `NSSet` to a set for a forced cast (`as!`), as Foundation's overlay does.
    public static func _forceBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) { fatalError() }
    /// Bridges an `NSSet` to a set for a conditional cast (`as?`); returns whether it succeeded.
    @discardableResult
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) -> Bool { fatalError() }
    /// Bridges an `NSSet` from Objective-C to a set, taking `nil` as an empty set.
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSSet?) -> Set { fatalError() }
}

extension NSError: Error {}

/// A notification; only its name type is stubbed.
public struct Notification {
    /// The type of a notification's name, `NSNotification.Name`, as in Foundation's overlay.
    public typealias Name = NSNotification.Name
}
