// SPDX-License-Identifier: GPL-2.0
/*
 * Replays fuzz inputs as an ordinary test (label fuzz): every file in the
 * directories (or files) named on the command line goes through
 * LLVMFuzzerTestOneInput() once.  A crash or a sanitizer report fails it.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf;
	long n;

	if (!f)
		return -1;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc(n > 0 ? (size_t)n : 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		fclose(f);
		free(buf);
		return -1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, (size_t)n);
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	int i, files = 0;

	for (i = 1; i < argc; i++) {
		struct stat st;
		DIR *d;
		struct dirent *e;

		if (stat(argv[i], &st) < 0) {
			fprintf(stderr, "%s: not found\n", argv[i]);
			return 1;
		}
		if (!S_ISDIR(st.st_mode)) {
			if (run_file(argv[i]) < 0)
				return 1;
			files++;
			continue;
		}
		d = opendir(argv[i]);
		while (d && (e = readdir(d))) {
			char p[4096];

			if (e->d_name[0] == '.')
				continue;
			snprintf(p, sizeof(p), "%s/%s", argv[i], e->d_name);
			if (run_file(p) < 0) {
				fprintf(stderr, "%s: unreadable\n", p);
				return 1;
			}
			files++;
		}
		if (d)
			closedir(d);
	}
	printf("replayed %d input(s)\n", files);
	return files ? 0 : 1;
}
