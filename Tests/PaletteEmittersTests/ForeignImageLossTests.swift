import PaletteEmitters
import PaletteModel
import Testing

/// The foreign writers whose formats cannot hold images say they leave them out, as every loss is said.
@Suite struct ForeignImageLossTests {
    @Test(arguments: [
        (OutputFormat.lflBundle, "an LFLDarkModeKit bundle"), (.dkTable, "a DKNightVersion table"),
        (.dtcg, "DTCG tokens"),
    ])
    func formatsWithoutImagesSayTheyLeaveThemOut(_ format: OutputFormat, _ name: String) throws {
        let palette = ImageSample.withoutDimming
        // The loss is said at the first image left out.
        let place = ForeignNativeImageTests.place(palette.images.first?.location)
        var strict = DiagnosticBag()
        let written = format.emitter.emit(palette, options: ForeignSample.options, diagnostics: &strict)
        let message =
            "the palette's 3 images ('weather/sun', 'badge', 'mark') are left out of the output; \(name) cannot hold "
            + "images"
        #expect(
            ForeignNativeImageTests.printed(strict) == [
                "\(place): error: \(message) (set \"allowLoss\": true on this output to accept the loss) "
                    + "[unsupported-by-format]"
            ]
        )
        #expect(!written.isEmpty)
        var lossy = DiagnosticBag()
        _ = format.emitter.emit(palette, options: ForeignSample.lossyOptions, diagnostics: &lossy)
        #expect(
            ForeignNativeImageTests.printed(lossy) == ["\(place): warning: \(message) [unsupported-by-format]"]
        )
        // One image is named alone; four or more are counted.
        var one = palette
        one.images.removeLast(2)
        var single = DiagnosticBag()
        _ = format.emitter.emit(one, options: ForeignSample.lossyOptions, diagnostics: &single)
        #expect(single.diagnostics.first?.message.hasPrefix("the palette's image 'weather/sun' is left out") == true)
        var many = DiagnosticBag()
        _ = format.emitter.emit(ImageSample.palette, options: ForeignSample.lossyOptions, diagnostics: &many)
        #expect(
            many.diagnostics.first?.message.hasPrefix("the palette's 4 images ('weather/sun', 'badge', 'mark', …)")
                == true
        )
    }
}
