// Lines from Apple's <UIKit/UIScene.h>.
#import <UIKit/UIResponder.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
@interface UIScene : UIResponder
@end
NS_HEADER_AUDIT_END(nullability, sendability)
