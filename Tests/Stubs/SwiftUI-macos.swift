// Signature stub of the SwiftUI API that palettec's generated Swift uses on macOS, for typechecking on Linux only.
// Signatures and annotations follow Apple's documentation. AppKit is imported, not re-exported.

import AppKit

/// A SwiftUI color, resolved from the environment.
public struct Color: Hashable, Sendable {
    /// Creates a color from an AppKit color; a dynamic AppKit color stays dynamic.
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) {}
}
