// An Objective-C app's use of the generated palette class `PCPalette` (a palette with typeName "Palette", as in the
// example app). ObjCInteropTests compiles it with clang -fsyntax-only -Werror against the header swiftc emits for the
// generated Swift, with the stub SDK in Tests/Stubs/ObjC. Colors used: PGC01 (`pgc01`) and textPrimary.
#import <UIKit/UIKit.h>
#import "PaletteKit-Swift.h"

/// Follows the app's appearance choice.
@interface PCAppearanceObserver : NSObject
- (void)paletteAppearanceDidChange:(NSNotification *)notification;
@end

@implementation PCAppearanceObserver
- (void)paletteAppearanceDidChange:(NSNotification *)notification {
    NSString *choice = [notification.userInfo objectForKey:@"choice"];
    NSString *current = PCPalette.appearanceChoice;
    (void)choice;
    (void)current;
}
@end

/// Colors as class properties, lookup by key, a CGColor for a trait collection, the keys, and the appearance choice.
void PCUsePalette(UIView *view, UITraitCollection *traits, PCAppearanceObserver *observer) {
    UIColor *primary = PCPalette.pgc01;
    UIColor *text = [PCPalette textPrimary];
    UIColor *byKey = [PCPalette colorForKey:@"PGC01"];
    UIColor *missing = [PCPalette colorForKey:@"no such key"];
    CGColorRef forView = [PCPalette CGColorForKey:@"PGC01" traitCollection:view.traitCollection];
    CGColorRef forTraits = [PCPalette CGColorForKey:@"textPrimary" traitCollection:traits];
    CGFloat alpha = CGColorGetAlpha(forTraits);
    UIColor *resolved = [primary resolvedColorWithTraitCollection:traits];

    NSArray<NSString *> *keys = PCPalette.allKeys;
    NSUInteger count = keys.count;
    NSString *firstKey = [keys objectAtIndex:0];

    NSArray<NSString *> *choices = PCPalette.appearanceChoices;
    NSString *before = PCPalette.appearanceChoice;
    BOOL applied = [PCPalette applyAppearanceChoice:@"dark"];
    BOOL rejected = [PCPalette applyAppearanceChoice:@"no such choice"];
    [PCPalette applyAppearanceChoice:[choices objectAtIndex:0]];

    NSNotificationName name = PCPalette.appearanceChoiceDidChangeNotification;
    [NSNotificationCenter.defaultCenter addObserver:observer
                                           selector:@selector(paletteAppearanceDidChange:)
                                               name:name
                                             object:nil];
    [NSNotificationCenter.defaultCenter removeObserver:observer];

    (void)text;
    (void)byKey;
    (void)missing;
    (void)forView;
    (void)alpha;
    (void)resolved;
    (void)count;
    (void)firstKey;
    (void)before;
    (void)applied;
    (void)rejected;
}
