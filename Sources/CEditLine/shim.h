#ifndef CLOTHESLINE_CEDITLINE_SHIM_H
#define CLOTHESLINE_CEDITLINE_SHIM_H

#include <locale.h>
#include <stdio.h>
#include <histedit.h>

#endif
