// Signature stub of the SwiftUI API that bridges to UIKit, compiled with `SwiftUI.swift` into the iOS `SwiftUI`
// module, for typechecking on Linux only. Signatures and annotations follow Apple's SwiftUI documentation; UIKit is
// imported, not re-exported.

import UIKit

@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension Color {
    /// Creates a color from a UIKit color; a dynamic UIKit color stays dynamic.
    public init(uiColor: UIColor) {}
}

// Soft-deprecated in the SDK (`deprecated: 100000.0`, which never warns) and `@_disfavoredOverload`, as SwiftUI's
// interface declares it.
@available(
    iOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
)
@available(macOS, unavailable)
@available(
    tvOS,
    introduced: 13.0,
    deprecated: 100000.0,
    message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
)
extension Color {
    /// Creates a color from a UIKit color; a dynamic UIKit color stays dynamic.
    @_disfavoredOverload
    public init(_ color: UIColor) {}
}

@available(iOS 14.0, tvOS 14.0, *)
@available(macOS, unavailable)
extension ColorScheme {
    /// The color scheme of a UIKit interface style, or `nil` for `.unspecified`.
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        return nil
    }
}

/// An environment key whose value is bridged to a UIKit trait, in both directions.
@available(iOS 17.0, tvOS 17.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// The environment value for the trait value in `traitCollection`.
    static func read(from traitCollection: UITraitCollection) -> Self.Value

    /// Writes the trait value for an environment value.
    static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
extension Image {
    /// Creates an image from a UIKit image.
    public init(uiImage: UIImage) {
        fatalError("signature stub")
    }
}
