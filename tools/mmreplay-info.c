// SPDX-License-Identifier: GPL-2.0
/* PLACEHOLDER: replaced by the real command. */
#include "cmd.h"

int cmd_info(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	mmr_tool_error("info", "not implemented yet");
	return 1;
}
