// Swift overlay of the CoreGraphics stub module. The importer maps the C typedef CGFloat to
// CoreGraphics.CGFloat; here it is an alias of Double (Apple's is a struct wrapping Double on 64-bit).
@_exported import CoreGraphics  // Clang module

/// The floating-point type of Core Graphics geometry, which the importer maps C's `CGFloat` to (here `Double`).
public typealias CGFloat = Double
