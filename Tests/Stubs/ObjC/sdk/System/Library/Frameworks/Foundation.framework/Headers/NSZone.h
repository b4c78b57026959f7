// Lines from Apple's <Foundation/NSZone.h>.
#import <Foundation/NSObjCRuntime.h>
typedef struct _NSZone NSZone;
