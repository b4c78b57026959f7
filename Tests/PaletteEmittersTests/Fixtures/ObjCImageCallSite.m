// An Objective-C app's use of the image lookup of the generated class `PCImageColors` (the rich fixture's colors
// with images, typeName "ImageColors"). ObjCInteropTests compiles it with clang -fsyntax-only -Werror against the
// header swiftc emits for the generated Swift, with the stub SDK in Tests/Stubs/ObjC. Images used: logo and one that
// is not there.
#import <UIKit/UIKit.h>
#import "PaletteKit-Swift.h"

/// Images by key for the current traits and for a view's traits, shown in an image view; and the keys.
void PCUseImages(UIImageView *imageView, UITraitCollection *traits) {
    UIImage *logo = [PCImageColors imageForKey:@"logo"];
    UIImage *missing = [PCImageColors imageForKey:@"no such key"];
    UIImage *forView = [PCImageColors imageForKey:@"logo" compatibleWithTraitCollection:imageView.traitCollection];
    UIImage *forTraits = [PCImageColors imageForKey:@"hero.photo" compatibleWithTraitCollection:traits];
    if (logo != nil) {
        imageView.image = logo;
    }
    imageView.image = forView;

    NSArray<NSString *> *keys = PCImageColors.allImageKeys;
    NSUInteger count = keys.count;
    NSString *firstKey = [[PCImageColors allImageKeys] objectAtIndex:0];
    UIImage *first = [PCImageColors imageForKey:firstKey compatibleWithTraitCollection:traits];

    (void)missing;
    (void)forTraits;
    (void)count;
    (void)first;
}
