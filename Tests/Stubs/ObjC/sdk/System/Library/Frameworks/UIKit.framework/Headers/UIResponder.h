// Lines from Apple's <UIKit/UIResponder.h>.
#import <UIKit/UIKitDefines.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@property(nonatomic, readonly, nullable) UIResponder *nextResponder;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
