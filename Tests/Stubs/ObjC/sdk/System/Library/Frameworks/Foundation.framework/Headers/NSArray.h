// Lines from Apple's <Foundation/NSArray.h>.
#import <Foundation/NSObject.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
