// Signature stub of the SwiftUI API that bridges to AppKit, compiled with `SwiftUI.swift` into the macOS `SwiftUI`
// module, for typechecking on Linux only. Signatures and annotations follow Apple's SwiftUI documentation; AppKit is
// imported, not re-exported.

import AppKit

@available(macOS 12.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Color {
    /// Creates a color from an AppKit color; a dynamic AppKit color stays dynamic.
    nonisolated public init(nsColor: NSColor) {}
}

// Soft-deprecated in the SDK (`deprecated: 100000.0`, which never warns) and `@_disfavoredOverload`, as SwiftUI's
// interface declares it.
@available(iOS, unavailable)
@available(
    macOS,
    introduced: 10.15,
    deprecated: 100000.0,
    message: "Use Color(nsColor:) when converting a NSColor, or create a standard Color directly"
)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Color {
    /// Creates a color from an AppKit color; a dynamic AppKit color stays dynamic.
    @_disfavoredOverload
    nonisolated public init(_ color: NSColor) {}
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Image {
    /// Creates an image from an AppKit image.
    public init(nsImage: NSImage) {
        fatalError("signature stub")
    }
}
