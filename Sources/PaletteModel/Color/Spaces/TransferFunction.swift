#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The transfer function of an RGB space: how its gamma-encoded components relate to linear light.
///
/// Every curve is extended to negative values by reflection through the origin (CSS Color 4: components outside
/// 0...1 are kept, for colors outside the gamut).
enum TransferFunction: Sendable {
    /// No transfer function: the components are linear light (`srgb-linear`).
    case identity
    /// The sRGB curve (also Display P3's): a line below 0.04045, then a 2.4 power.
    case sRGB
    /// Adobe RGB (1998): a pure power of 563/256.
    case a98RGB
    /// ProPhoto RGB: a line below 16/512, then a 1.8 power.
    case proPhoto
    /// A pure 2.4 power, BT.1886's, which CSS Color 4 now uses for `rec2020` (the BT.2020 camera curve of older
    /// drafts is gone; coloraide 6 made the same change).
    case gamma24

    /// Linear light from an encoded component.
    func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result: Double
        switch self {
        case .identity:
            return value
        case .sRGB:
            if magnitude <= 0.04045 { return value / 12.92 }
            result = pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98RGB:
            result = pow(magnitude, 563 / 256)
        case .proPhoto:
            if magnitude <= 16 / 512 { return value / 16 }
            result = pow(magnitude, 1.8)
        case .gamma24:
            result = pow(magnitude, 2.4)
        }
        return value < 0 ? -result : result
    }

    /// The encoded component of linear light.
    func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result: Double
        switch self {
        case .identity:
            return value
        case .sRGB:
            if magnitude <= 0.0031308 { return 12.92 * value }
            result = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        case .a98RGB:
            result = pow(magnitude, 256 / 563)
        case .proPhoto:
            if magnitude < 1 / 512 { return 16 * value }
            result = pow(magnitude, 1 / 1.8)
        case .gamma24:
            result = pow(magnitude, 1 / 2.4)
        }
        return value < 0 ? -result : result
    }
}
