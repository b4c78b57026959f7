/// A 3×3 matrix of a conversion, applied as CSS Color 4's sample code multiplies (`multiplyMatrices`).
struct ColorMatrix: Sendable {
    private let m00: Double, m01: Double, m02: Double
    private let m10: Double, m11: Double, m12: Double
    private let m20: Double, m21: Double, m22: Double

    /// A matrix from its three rows.
    init(
        _ row0: (Double, Double, Double),
        _ row1: (Double, Double, Double),
        _ row2: (Double, Double, Double)
    ) {
        (m00, m01, m02) = row0
        (m10, m11, m12) = row1
        (m20, m21, m22) = row2
    }

    /// The matrix times the column `vector`.
    func apply(_ vector: ColorTriple) -> ColorTriple {
        // Plain products summed left to right, the sample code's order (never a fused multiply-add), so results
        // agree with the JavaScript and Python implementations to the last bit as far as possible.
        let x = m00 * vector.c0 + m01 * vector.c1 + m02 * vector.c2
        let y = m10 * vector.c0 + m11 * vector.c1 + m12 * vector.c2
        let z = m20 * vector.c0 + m21 * vector.c1 + m22 * vector.c2
        return ColorTriple(x, y, z)
    }
}
