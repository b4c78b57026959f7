// Signature stub of the SwiftUI API that palettec's generated Swift uses on iOS, for typechecking on Linux only.
// Signatures and annotations follow Apple's documentation. UIKit is imported, not re-exported.

import UIKit

/// A SwiftUI color, resolved from the environment.
public struct Color: Hashable, Sendable {
    /// Creates a color from a UIKit color; a dynamic UIKit color stays dynamic.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(uiColor: UIColor) {}
}
