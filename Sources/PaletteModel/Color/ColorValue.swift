#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A color with its color space, stored as components in 0...1 so hex round-trips exactly and P3 stays P3.
public struct ColorValue: Hashable, Sendable {
    /// The color spaces palettec keeps apart.
    public enum Space: String, Hashable, Sendable, CaseIterable {
        /// sRGB, what hex, `rgb()` and `hsl()` mean.
        case sRGB = "srgb"
        /// Display P3, written `color(display-p3 r g b / a)`.
        case displayP3 = "display-p3"
    }

    /// The color space the components are in.
    public var space: Space { didSet { forgetAuthored() } }
    /// The space of the color as written when it was written in another space (`authored`), else `nil`.
    ///
    /// With `authoredFlags` and `authoredStorage`, the authored color is kept in the value itself: a color holds no
    /// reference, so a copy touches no reference count.
    var authoredSpaceStorage: ColorSpace? = nil
    /// Which of the authored color's components are `none`, and whether the display value was gamut-mapped.
    var authoredFlags: AuthoredFlags = []
    /// The channels rounded to 8 bits, red in the high byte: worked out once when a component is set, since every
    /// emitter spells its colors in hex (in the padding after `space`, so a color is no larger for it).
    private var packed8: UInt32
    /// The red component, 0...1.
    public var red: Double { didSet { componentChanged() } }
    /// The green component, 0...1.
    public var green: Double { didSet { componentChanged() } }
    /// The blue component, 0...1.
    public var blue: Double { didSet { componentChanged() } }
    /// The alpha component, 0...1 (1 is opaque).
    public var alpha: Double { didSet { componentChanged() } }
    /// The authored color's three components and alpha (0 where `none`); all zero without an authored color, so
    /// equal colors compare and hash equal field by field.
    var authoredStorage = AuthoredComponents.none
    /// For an authored color shown in Display P3, `mapped(into: .sRGB)`'s 8-bit channels, worked out once when the
    /// color is made (every hex output and fallback asks for them); 0 otherwise.
    var mappedSRGB8: UInt32 = 0

    /// Equal when every field is: the 8-bit channels first, which tell most different colors apart, and the authored
    /// color's fields only when there is one (without it they are all zero).
    public static func == (lhs: ColorValue, rhs: ColorValue) -> Bool {
        guard lhs.packed8 == rhs.packed8, lhs.space == rhs.space, lhs.red == rhs.red, lhs.green == rhs.green,
            lhs.blue == rhs.blue, lhs.alpha == rhs.alpha, lhs.authoredSpaceStorage == rhs.authoredSpaceStorage
        else { return false }
        return lhs.authoredSpaceStorage == nil
            || (lhs.authoredFlags == rhs.authoredFlags && lhs.authoredStorage == rhs.authoredStorage
                && lhs.mappedSRGB8 == rhs.mappedSRGB8)
    }

    /// Keeps the 8-bit channels current and lets go of the authored color, which no longer describes the color.
    private mutating func componentChanged() {
        packed8 = Self.pack(red, green, blue, alpha)
        forgetAuthored()
    }

    /// Lets go of the authored color, which no longer describes the color: every field of it back to what a color
    /// made without one holds.
    private mutating func forgetAuthored() {
        authoredSpaceStorage = nil
        authoredFlags = []
        authoredStorage = .none
        mappedSRGB8 = 0
    }

    /// Creates a color from components in 0...1.
    public init(space: Space = .sRGB, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        packed8 = Self.pack(red, green, blue, alpha)
    }

    /// Creates an sRGB color from 8-bit channels.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        space = .sRGB
        red = Double(red8) / 255
        green = Double(green8) / 255
        blue = Double(blue8) / 255
        alpha = Double(alpha8) / 255
        // Each channel rounds back to its byte.
        packed8 = UInt32(red8) << 24 | UInt32(green8) << 16 | UInt32(blue8) << 8 | UInt32(alpha8)
    }

    /// Creates an sRGB color from its channels in one word, red in the high byte (`packedRGBA8`'s form).
    public init(packedRGBA8 packed: UInt32) {
        self.init(
            red8: UInt8(truncatingIfNeeded: packed >> 24),
            green8: UInt8(truncatingIfNeeded: packed >> 16),
            blue8: UInt8(truncatingIfNeeded: packed >> 8),
            alpha8: UInt8(truncatingIfNeeded: packed)
        )
    }

    /// The channels rounded to 8 bits, in the color's own space.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (
            UInt8(truncatingIfNeeded: packed8 >> 24), UInt8(truncatingIfNeeded: packed8 >> 16),
            UInt8(truncatingIfNeeded: packed8 >> 8), UInt8(truncatingIfNeeded: packed8)
        )
    }

    /// Whether every component is exactly its 8-bit channel divided by 255, so `Double(n) / 255` gives it back bit
    /// for bit.
    ///
    /// Read from the channels the color keeps, without rounding; false for a component outside 0...1.
    public var isExactlyItsChannels: Bool {
        let (red8, green8, blue8, alpha8) = rgba8
        return Double(red8) / 255 == red && Double(green8) / 255 == green && Double(blue8) / 255 == blue
            && Double(alpha8) / 255 == alpha
    }

    /// `rgba8` in one word, red in the high byte (`0xRRGGBBAA`).
    public var packedRGBA8: UInt32 { packed8 }

    /// The four components rounded to bytes, red in the high byte.
    static func pack(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> UInt32 {
        UInt32(byte(red)) << 24 | UInt32(byte(green)) << 16 | UInt32(byte(blue)) << 8 | UInt32(byte(alpha))
    }

    /// `sRGB.packedRGBA8`, the channels an sRGB output writes in hex: kept from when the color was made for a color
    /// written in another space, so no output maps it again.
    public var sRGBPackedRGBA8: UInt32 {
        if space == .sRGB { return packed8 }
        return authoredSpaceStorage == nil ? mapped(into: .sRGB).packedRGBA8 : mappedSRGB8
    }

    /// Whether alpha is 1.
    public var isOpaque: Bool { alpha >= 1 }

    /// Whether every component is exactly an 8-bit value, so a hex spelling loses nothing.
    public var isExactIn8Bit: Bool {
        [red, green, blue, alpha].allSatisfy { (($0 * 255).rounded() / 255) == $0 }
    }

    /// `#RRGGBBAA`, uppercase, alpha last (CSS order), in the color's own space.
    public var hexRGBA: String {
        HexEncoder.string(self, HexEncoder.ColorSpelling(alpha: .last))
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`; uppercase, in the color's own space.
    public var hex: String {
        HexEncoder.string(self, HexEncoder.ColorSpelling())
    }

    /// This color in sRGB: itself if already sRGB, else gamut-mapped into sRGB with CSS Color 4's algorithm
    /// (`mapped(into: .sRGB)`), from the authored color when there is one.
    public var sRGB: ColorValue {
        space == .sRGB ? self : mapped(into: .sRGB)
    }

    /// A component written as a short, locale-independent decimal (`0.5`, `1`, `0.123457`).
    ///
    /// Rounded to six decimals, written with as few digits as give the rounded value back, never in exponent
    /// notation.
    public static func decimal(_ value: Double) -> String {
        withDecimalBytes(value) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of `decimal(value)`, made without a `String`.
    ///
    /// For printers, which write three or four for every wide color; inlinable, so each call is specialized.
    @inlinable
    public static func withDecimalBytes<Result>(
        _ value: Double,
        _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        let scaled = value * 1_000_000
        // Below 10^15 millionths the six-decimal text has at most 15 significant digits, so it is the shortest text of
        // the rounded value: written from the integer, without formatting a Double.
        guard abs(scaled) < 1e15 else {
            var text = formattedDecimal(scaled.rounded() / 1_000_000)
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &scratch) { bytes in
            let start = bytes.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
            let count = spellDecimal(millionthsOf: scaled, into: start)
            return body(UnsafeRawBufferPointer(start: start, count: count))
        }
    }

    /// Writes `decimal(value)`'s UTF-8 at `destination`, which has room for `maximumDecimalBytes`, and returns how many
    /// bytes the text takes.
    ///
    /// Only for a `value` whose millionths are below 10^15 in magnitude (finite, below 10^9); for another it writes
    /// nothing and returns `nil`. For printers, which write it straight into their buffers.
    @inlinable
    public static func spellDecimal(_ value: Double, into destination: UnsafeMutablePointer<UInt8>) -> Int? {
        let scaled = value * 1_000_000
        guard abs(scaled) < 1e15 else { return nil }
        return spellDecimal(millionthsOf: scaled, into: destination)
    }

    /// The room `spellDecimal` needs at its destination: the text is at most 18 bytes (a sign, ten whole digits, since
    /// below 10^15 millionths round to at most 10^9, a point and six decimals), and the decimals are stored as one
    /// 8-byte word.
    @inlinable public static var maximumDecimalBytes: Int { 20 }

    /// Writes the six-decimal text of `scaled` millionths (below 10^15 in magnitude) at `destination`, which has room
    /// for `maximumDecimalBytes`; returns its length.
    @inlinable
    static func spellDecimal(millionthsOf scaled: Double, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        // Rounded half away from zero, as `rounded()` does, without its call to `round`: below 2^52 the integer part
        // and what is left of it are exact.
        var millionths = Int(scaled)
        let rest = scaled - Double(millionths)
        if rest >= 0.5 { millionths += 1 } else if rest <= -0.5 { millionths -= 1 }
        var count = 0
        if millionths < 0 {
            destination[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = millionths.magnitude
        var whole = magnitude / 1_000_000
        let fraction = magnitude &- whole &* 1_000_000
        if whole < 10 {
            destination[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            count += 1
        } else {
            // The whole part written backwards from its last digit once its length is known.
            var digits = 1
            var bound: UInt = 10
            while whole >= bound {
                digits += 1
                bound *= 10
            }
            var position = count + digits
            repeat {
                position -= 1
                destination[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
                whole /= 10
            } while whole > 0
            count += digits
        }
        guard fraction != 0 else { return count }
        // The six decimals as one word, the first decimal in its lowest byte, stored at once; the decimals after the
        // last one that is not zero are the zero bytes at the word's top, and are not counted.
        @inline(__always) func pair(_ value: UInt) -> UInt64 {
            UInt64(truncatingIfNeeded: value / 10) | UInt64(truncatingIfNeeded: value % 10) << 8
        }
        let word = pair(fraction / 10_000) | pair(fraction / 100 % 100) << 16 | pair(fraction % 100) << 32
        destination[count] = UInt8(ascii: ".")
        UnsafeMutableRawPointer(destination + count + 1).storeBytes(
            of: (word | 0x3030_3030_3030).littleEndian,
            as: UInt64.self
        )
        return count + 7 - (word << 16).leadingZeroBitCount / 8
    }

    /// `decimal` of a value of 10^9 or more, which no color component is, or of one that is not finite.
    @usableFromInline
    static func formattedDecimal(_ rounded: Double) -> String {
        if rounded.isFinite, rounded == rounded.rounded(), abs(rounded) < 9e18 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Rounds a 0...1 component to a byte (half away from zero), clamping out-of-range values.
    @inline(__always)
    private static func byte(_ value: Double) -> UInt8 {
        // Clamped before rounding, which gives the same byte (NaN gives 255, as `min` lets it); rounded by hand,
        // since `rounded()` is a call to `round` on a baseline x86-64 and this runs for every hex color written.
        // The integer part of a value in 0...255 is exact, and so is what is left of it.
        let scaled = max(0, min(255, value * 255))
        let whole = UInt8(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}
