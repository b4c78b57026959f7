import PaletteModel

extension StudioModify {
    /// The modified color. Not yet computed: returns the base unchanged.
    public func apply(to base: ColorValue, mixing other: ColorValue?) -> ColorValue {
        base
    }
}
