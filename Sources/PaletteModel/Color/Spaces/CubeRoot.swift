#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real cube root, sign kept (JavaScript's `Math.cbrt`, which CSS Color 4's OKLab sample code relies on), by
/// Newton's method from a guess made of the exponent's bits.
///
/// glibc's `cbrt` splits and rebuilds the number (`frexp`, `ldexp`) on every call; the gamut search takes three cube
/// roots a step, and this costs half as much. Four steps from the guess's 5 % reach the last bit (each squares the
/// error), within one unit in the last place of `cbrt`; very small magnitudes, where the guess fails, go to `cbrt`.
@inline(__always)
func cubeRoot(_ value: Double) -> Double {
    let magnitude = abs(value)
    guard magnitude >= 1e-290, magnitude.isFinite else { return cbrt(value) }
    var root = Double(bitPattern: magnitude.bitPattern / 3 + 0x2A9F_7893_782D_A1CE)
    for _ in 0..<4 {
        root = (2 * root + magnitude / (root * root)) / 3
    }
    return value < 0 ? -root : root
}
